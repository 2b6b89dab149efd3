import { isUtf8 } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import type { ErrorCode } from '../../../../shared/errors';
import { relinkAudio } from '../../../../shared/studio/audio-refs';
import { DOCUMENT_SCHEMA_VERSION, documentStats, type ProjectDocument } from '../../../../shared/studio/document';
import { DOCUMENT_LIMITS } from '../../../../shared/studio/limits';
import { openDocument } from '../../../../shared/studio/migrations';
import { songOutline } from '../../../../shared/studio/outline';
import { firstTextPath, hasInvalidCharacters, invalidUtf8Path } from '../../http/input-guard';
import type { DocumentFacts } from './repo';

/**
 * The heavy steps of a document (parse, migrate, validate, serialise), written as plain functions
 * of text and bytes so that they run in a worker thread (document-pool.ts) and never on the
 * server's event loop. They answer refusals as values, since errors lose their class crossing threads.
 */

export type DocumentRefusal = { code: ErrorCode; message?: string; extra?: Record<string, string | number> };
export type DocumentOutcome = { ok: true; facts: DocumentFacts } | { ok: false; refusal: DocumentRefusal };
/** A copy of a stored document: its facts and the ids of the stored audio it now refers to under new ids. */
export type CopyOutcome = { ok: true; facts: DocumentFacts; relinked: string[] };
/** A create body: an import's document checked here, the small blank and template bodies handed back parsed. */
export type CreateOutcome = DocumentOutcome | { ok: true; body: unknown };

/** The facts the list columns keep about a document that has been validated, and its stored JSON. */
export function factsOf(document: ProjectDocument): DocumentFacts {
  const stats = documentStats(document);
  const json = Buffer.from(JSON.stringify(document));
  return {
    title: document.title,
    characterIds: stats.characterIds,
    trackCharacters: document.tracks.map((track) => [track.id, track.characterId]),
    trackCount: stats.trackCount,
    noteCount: stats.noteCount,
    outline: songOutline(document),
    json,
    // A fast level: documents are repetitive JSON, and this runs for every save.
    gzip: gzipSync(json, { level: 3 }),
  };
}

const tooLarge = (bytes: number): DocumentRefusal => ({
  code: 'PROJECT_TOO_LARGE',
  message: `This project is ${(bytes / 1024 / 1024).toFixed(1)} MB; a project holds at most 4 MB.`,
});

/** Room for the body around the document (`{"document": …}`) when the raw body is measured. */
const BODY_ENVELOPE_BYTES = 1024;

/** A document as it arrives from a client (save, import): migrated from an older schema version and validated. */
export function acceptDocument(raw: unknown): DocumentOutcome {
  const opened = openDocument(raw);
  if (!opened.ok) {
    if (opened.reason === 'too_new') return { ok: false, refusal: { code: 'PROJECT_FROM_NEWER_VERSION' } };
    if (opened.reason === 'too_large')
      return { ok: false, refusal: { code: 'PROJECT_TOO_LARGE', message: opened.message } };
    return {
      ok: false,
      refusal: { code: 'INVALID_PROJECT', message: `This is not a valid Cantara project (${opened.message}).` },
    };
  }
  const facts = factsOf(opened.document);
  const stored = facts.json.byteLength;
  if (stored > DOCUMENT_LIMITS.maxJsonBytes) return { ok: false, refusal: tooLarge(stored) };
  return { ok: true, facts };
}

/** A JSON body read as bytes: refused when too large, not UTF-8, not JSON or holding text the API refuses. */
function parseBody(bytes: Uint8Array): { ok: true; body: unknown } | { ok: false; refusal: DocumentRefusal } {
  if (bytes.byteLength > DOCUMENT_LIMITS.maxJsonBytes + BODY_ENVELOPE_BYTES) {
    return { ok: false, refusal: tooLarge(bytes.byteLength) };
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = buffer.toString('utf8');
  if (!isUtf8(buffer)) {
    return {
      ok: false,
      refusal: {
        code: 'INVALID_PROJECT',
        message: 'The request body is not valid UTF-8.',
        extra: { field: invalidUtf8Path(text) },
      },
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, refusal: { code: 'MALFORMED_JSON' } };
  }
  const field = firstTextPath(body, hasInvalidCharacters);
  if (field !== null) return { ok: false, refusal: { code: 'INVALID_PROJECT', extra: { field } } };
  return { ok: true, body };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A save body, `{ document }`. */
export function acceptSaveBody(bytes: Uint8Array): DocumentOutcome {
  const parsed = parseBody(bytes);
  if (!parsed.ok) return parsed;
  if (!isObject(parsed.body) || !('document' in parsed.body)) {
    return { ok: false, refusal: { code: 'VALIDATION_ERROR', message: 'Invalid body: a save sends { document }.' } };
  }
  return acceptDocument(parsed.body.document);
}

/** A create body: an import's document is accepted here; the other kinds go back to the route's schema. */
export function acceptCreateBody(bytes: Uint8Array): CreateOutcome {
  const parsed = parseBody(bytes);
  if (!parsed.ok) return parsed;
  const body = parsed.body;
  if (isObject(body) && body.kind === 'import' && 'document' in body) return acceptDocument(body.document);
  return { ok: true, body };
}

/** A stored document (valid when it was saved), brought up to the current schema. */
function openStored(json: Uint8Array): ProjectDocument {
  const opened = openDocument(JSON.parse(Buffer.from(json.buffer, json.byteOffset, json.byteLength).toString('utf8')));
  if (!opened.ok) throw new Error(`A stored project does not open: ${opened.message}`);
  return opened.document;
}

/** A stored document (valid when it was saved), brought up to the current schema, optionally retitled. */
export function reopenStored(json: Uint8Array, title?: string): DocumentOutcome {
  const document = openStored(json);
  return { ok: true, facts: factsOf(title === undefined ? document : { ...document, title }) };
}

/**
 * A stored document as the copy of its project: retitled, its clips pointed at the copies of their
 * recordings (`audioIds`: source clip id → the copy's id), answering which source clips it plays.
 */
export function copyStored(json: Uint8Array, title: string, audioIds: Record<string, string>): CopyOutcome {
  const { document, relinked } = relinkAudio({ ...openStored(json), title }, audioIds);
  return { ok: true, facts: factsOf(document), relinked };
}

/** True when stored JSON is already of the current schema version as this server writes it (served as it is). */
export function isCurrentStoredJson(json: Buffer): boolean {
  const prefix = CURRENT_PREFIX;
  return json.byteLength > prefix.byteLength && json.subarray(0, prefix.byteLength).equals(prefix);
}
const CURRENT_PREFIX = Buffer.from(`{"schemaVersion":${DOCUMENT_SCHEMA_VERSION},`);
