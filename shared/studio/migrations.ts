import { DOCUMENT_SCHEMA_VERSION, type ProjectDocument, projectDocumentSchema } from './document';
import { DOCUMENT_LIMITS, TICKS_PER_QUARTER } from './limits';

/**
 * Reads a stored or imported document of any schema version this code has known. Each entry of
 * MIGRATIONS turns version N into N + 1; a document from a newer app is refused, not guessed at.
 */
type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/** MIGRATIONS[n] turns a version-n document into version n + 1. Version 1 is the first. */
export const MIGRATIONS: Record<number, Migration> = {
  /** v2 adds the song's key (C major) and the loop region (the first four bars, off). */
  1: (doc) => {
    const first = Array.isArray(doc.timeSignatures)
      ? (doc.timeSignatures[0] as Record<string, unknown> | undefined)
      : undefined;
    const numerator = typeof first?.numerator === 'number' ? first.numerator : 4;
    const denominator = typeof first?.denominator === 'number' && first.denominator > 0 ? first.denominator : 4;
    const bar = Math.round((numerator * TICKS_PER_QUARTER * 4) / denominator);
    return {
      ...doc,
      key: { tonic: 0, scale: 'major' },
      loop: { enabled: false, startTick: 0, endTick: Math.max(1, bar * 4) },
    };
  },
  /** v3 adds audio tracks (none yet). */
  2: (doc) => ({ ...doc, audioTracks: [] }),
};

export type OpenDocumentResult =
  | { ok: true; document: ProjectDocument }
  | { ok: false; reason: 'not_a_document' | 'too_new' | 'too_large' | 'invalid'; message: string };

export function openDocument(raw: unknown, migrations: Record<number, Migration> = MIGRATIONS): OpenDocumentResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, reason: 'not_a_document', message: 'This is not a project document.' };
  }
  let doc = raw as Record<string, unknown>;
  const version = doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, reason: 'not_a_document', message: 'This is not a project document.' };
  }
  if (version > DOCUMENT_SCHEMA_VERSION) {
    return { ok: false, reason: 'too_new', message: 'This project was saved by a newer version of Cantara.' };
  }
  for (let from = version; from < DOCUMENT_SCHEMA_VERSION; from += 1) {
    const step = migrations[from];
    if (!step) return { ok: false, reason: 'invalid', message: `No migration from schema version ${from}.` };
    doc = { ...step(doc), schemaVersion: from + 1 };
  }
  const parsed = projectDocumentSchema.safeParse(doc);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, reason: 'invalid', message: first ? `${first.path.join('.')}: ${first.message}` : 'Invalid.' };
  }
  const noteCount = parsed.data.tracks.reduce((sum, track) => sum + track.notes.length, 0);
  if (noteCount > DOCUMENT_LIMITS.maxNotes) {
    return { ok: false, reason: 'too_large', message: `A project holds at most ${DOCUMENT_LIMITS.maxNotes} notes.` };
  }
  return { ok: true, document: parsed.data };
}
