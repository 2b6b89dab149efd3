import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  AUDIO_SNIFF_BYTES,
  type AudioClipSource,
  type AudioFormat,
  cleanClipFileName,
  sniffAudioFormat,
} from '../../../../shared/audio-clips';
import {
  AUDIO_CLIP_FILE_FIELD,
  AUDIO_CLIP_SOURCE_FIELD,
  audioClipSourceSchema,
} from '../../../../shared/schemas/audio-clips';
import { ApiError } from '../../http/api-error';

/** An upload received whole into a file of this machine, recognised as audio and within its limits. */
export type ReceivedUpload = {
  /** The local file (in the upload folder) the caller moves to the storage or removes. */
  path: string;
  size: number;
  format: AudioFormat;
  fileName: string;
  source: AudioClipSource;
};

export type UploadLimits = {
  maxBytes: number;
  /** Bytes left in the user's audio storage (Infinity when unlimited). */
  remainingBytes: number;
  /** Refuses a source the user may not use: called as soon as it is known, before the file when it comes first. */
  checkSource(source: AudioClipSource): void;
};

const STREAM_ERRORS: Record<string, () => ApiError> = {
  FST_REQ_FILE_TOO_LARGE: () => new ApiError('AUDIO_TOO_LARGE'),
  FST_FILES_LIMIT: () => new ApiError('VALIDATION_ERROR', { message: 'Send one audio file per upload.' }),
  FST_PARTS_LIMIT: () => new ApiError('VALIDATION_ERROR', { message: 'Send one audio file and its source only.' }),
  FST_FIELDS_LIMIT: () => new ApiError('VALIDATION_ERROR', { message: 'Send one audio file and its source only.' }),
};

/** A browser sends the file name as UTF-8 bytes, which the multipart parser reads as Latin-1: read them again. */
function decodedFileName(raw: string | undefined): string {
  if (!raw) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole Latin-1 range, controls included.
  if (!/^[\u0000-\u00ff]*$/.test(raw)) return raw;
  const bytes = Buffer.from(raw, 'latin1');
  return isUtf8(bytes) ? bytes.toString('utf8') : raw;
}

/**
 * Writes the file part to `target` as it arrives, refusing it as soon as its first bytes are not
 * audio, it passes the size limit or it passes the user's remaining storage. Nothing is buffered
 * beyond the first AUDIO_SNIFF_BYTES.
 */
async function streamToDisk(part: MultipartFile, target: string, limits: UploadLimits) {
  const handle = await fs.open(target, 'wx');
  let size = 0;
  let head = Buffer.alloc(0);
  let format: AudioFormat | null = null;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (!format) {
        head = Buffer.concat([head, chunk.subarray(0, AUDIO_SNIFF_BYTES - head.length)]);
        if (head.length >= AUDIO_SNIFF_BYTES) {
          format = sniffAudioFormat(head);
          if (!format) throw new ApiError('AUDIO_NOT_SUPPORTED');
        }
      }
      size += chunk.length;
      if (size > limits.maxBytes) throw new ApiError('AUDIO_TOO_LARGE');
      if (size > limits.remainingBytes) throw new ApiError('AUDIO_QUOTA_EXCEEDED');
      await handle.write(chunk);
    }
    // The parser stops a file at its own limit (maxBytes + 1) and marks it cut.
    if (part.file.truncated) throw new ApiError('AUDIO_TOO_LARGE');
    format ??= sniffAudioFormat(head);
    if (!format) throw new ApiError('AUDIO_NOT_SUPPORTED');
  } finally {
    await handle.close();
  }
  return { size, format, fileName: cleanClipFileName(decodedFileName(part.filename)) };
}

/** Errors of reading the request: ours pass, file-system ones are the server's, the parser's are the client's. */
function uploadError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if ((error as NodeJS.ErrnoException).syscall) return error;
  const code = (error as { code?: string }).code;
  const mapped = code ? STREAM_ERRORS[code] : undefined;
  if (mapped) return mapped();
  return new ApiError('VALIDATION_ERROR', { message: 'The upload could not be read: it was cut off or malformed.' });
}

/**
 * Receives a multipart upload (the `file` field and an optional `source`, `upload` by default) into
 * `uploadDir`. Whatever fails — a refusal, a malformed or cut-off body — leaves no file behind.
 */
export async function receiveAudioUpload(
  request: FastifyRequest,
  uploadDir: string,
  limits: UploadLimits,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  await fs.mkdir(uploadDir, { recursive: true });
  const target = path.join(uploadDir, `${randomUUID()}.part`);
  let source: AudioClipSource | null = null;
  let received: Awaited<ReturnType<typeof streamToDisk>> | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== AUDIO_CLIP_SOURCE_FIELD) continue;
        const parsed = audioClipSourceSchema.safeParse(part.value);
        if (!parsed.success || source !== null) {
          throw new ApiError('VALIDATION_ERROR', {
            message: 'Send source once: upload, recording or voice_changer.',
          });
        }
        source = parsed.data;
        limits.checkSource(source);
      } else if (part.fieldname === AUDIO_CLIP_FILE_FIELD && !received) {
        received = await streamToDisk(part, target, limits);
      } else {
        part.file.resume();
      }
    }
    if (!received) {
      throw new ApiError('VALIDATION_ERROR', { message: `Send the audio as the ${AUDIO_CLIP_FILE_FIELD} field.` });
    }
    if (source === null) {
      source = 'upload';
      limits.checkSource(source);
    }
    return { path: target, ...received, source };
  } catch (error) {
    await fs.rm(target, { force: true });
    throw uploadError(error);
  }
}

/** Removes upload files left over by a server that stopped mid-upload (older than `olderThanMs`). */
export async function removeStaleUploads(uploadDir: string, olderThanMs: number): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(uploadDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    const file = path.join(uploadDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < cutoff) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
