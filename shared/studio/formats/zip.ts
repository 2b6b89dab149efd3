import { Unzip, UnzipInflate } from 'fflate';
import { IMPORT_LIMITS } from './budget';
import { ImportError } from './types';

// Compressed bytes handed to the inflater at a time: deflate expands at most ~1032×, so one step
// unpacks at most a few MB before the running total is checked.
const STEP = 4096;

class ZipLimitReached extends Error {}

/** Whether bytes start like a zip archive (a local file header). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The names of a zip's entries, read from their local headers without unpacking anything, or []
 * when it is not a readable zip.
 */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  try {
    streamZip(bytes, (name) => {
      names.push(name);
      return false;
    });
  } catch {
    return names;
  }
  return names;
}

/**
 * The entries of a zip for which `wanted` says yes, unpacked as a stream: the number of entries and
 * the bytes unpacked are counted as they come, and inflating stops (IMPORT_TOO_LARGE) at the cap,
 * whatever sizes the archive declares. A broken archive is IMPORT_CORRUPTED.
 */
export function readZipEntries(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, Uint8Array> {
  try {
    return streamZip(bytes, wanted);
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if (error instanceof ZipLimitReached) throw new ImportError('IMPORT_TOO_LARGE', error.message);
    throw new ImportError('IMPORT_CORRUPTED', 'not a readable zip archive');
  }
}

function streamZip(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, Uint8Array> {
  const chunks = new Map<string, Uint8Array[]>();
  const finished = new Set<string>();
  let entries = 0;
  let unpacked = 0;
  let failure: unknown;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > IMPORT_LIMITS.maxZipEntries) throw new ZipLimitReached(`more than ${entries - 1} entries`);
    if (file.name.endsWith('/') || !wanted(file.name) || chunks.has(file.name)) return;
    const parts: Uint8Array[] = [];
    chunks.set(file.name, parts);
    file.ondata = (error, data, final) => {
      if (failure) throw failure;
      if (error) {
        failure = error;
        throw error;
      }
      unpacked += data.length;
      if (unpacked > IMPORT_LIMITS.maxUnpackedBytes) {
        failure = new ZipLimitReached(`unpacks beyond ${IMPORT_LIMITS.maxUnpackedBytes} bytes`);
        throw failure;
      }
      if (data.length) parts.push(data);
      if (final) finished.add(file.name);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for (let offset = 0; offset < bytes.length; offset += STEP) {
    unzip.push(bytes.subarray(offset, offset + STEP), offset + STEP >= bytes.length);
    if (failure) throw failure;
  }
  const files = new Map<string, Uint8Array>();
  for (const [name, parts] of chunks) {
    if (!finished.has(name)) throw new ImportError('IMPORT_CORRUPTED', `${name} is cut short`);
    files.set(name, concatenate(parts));
  }
  return files;
}

/** One buffer of the parts, in order. */
export function concatenate(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}
