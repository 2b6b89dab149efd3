import { documentStats, type ProjectDocument } from '../../../../shared/studio/document';
import { DOCUMENT_LIMITS } from '../../../../shared/studio/limits';
import { openDocument } from '../../../../shared/studio/migrations';
import { ApiError } from '../../http/api-error';
import type { DocumentFacts } from './repo';

/** The facts the list columns keep about a document that has been validated. */
export function factsOf(document: ProjectDocument): DocumentFacts {
  const stats = documentStats(document);
  return {
    document,
    title: document.title,
    characterIds: stats.characterIds,
    trackCharacters: document.tracks.map((track) => [track.id, track.characterId]),
    trackCount: stats.trackCount,
    noteCount: stats.noteCount,
    json: JSON.stringify(document),
  };
}

const tooLarge = (bytes: number) =>
  new ApiError('PROJECT_TOO_LARGE', {
    message: `This project is ${(bytes / 1024 / 1024).toFixed(1)} MB; a project holds at most 4 MB.`,
  });

/** Room for the body around the document (`{"document": …}`) when the raw body is measured. */
const BODY_ENVELOPE_BYTES = 1024;

/**
 * A document as it arrives from a client (save, import): migrated from an older schema version and
 * validated, or refused with the code the client shows. The size limit is checked on the raw body
 * before anything is parsed (`bodyBytes`, from Content-Length) or, without it, on the document as
 * JSON; the route's body limit keeps far larger bodies out before that.
 */
export function acceptDocument(raw: unknown, bodyBytes?: number): DocumentFacts {
  const bytes = bodyBytes ?? Buffer.byteLength(JSON.stringify(raw ?? null), 'utf8');
  const limit = DOCUMENT_LIMITS.maxJsonBytes + (bodyBytes === undefined ? 0 : BODY_ENVELOPE_BYTES);
  if (bytes > limit) throw tooLarge(bytes);
  const opened = openDocument(raw);
  if (!opened.ok) {
    if (opened.reason === 'too_new') throw new ApiError('PROJECT_FROM_NEWER_VERSION');
    if (opened.reason === 'too_large') throw new ApiError('PROJECT_TOO_LARGE', { message: opened.message });
    throw new ApiError('INVALID_PROJECT', { message: `This is not a valid Cantara project (${opened.message}).` });
  }
  const facts = factsOf(opened.document);
  const stored = Buffer.byteLength(facts.json, 'utf8');
  if (stored > DOCUMENT_LIMITS.maxJsonBytes) throw tooLarge(stored);
  return facts;
}

/** A document with another title (rename, duplicate), still within the schema's title rules. */
export function retitled(document: ProjectDocument, title: string): ProjectDocument {
  return { ...document, title };
}
