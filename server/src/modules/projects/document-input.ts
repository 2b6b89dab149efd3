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
    trackCount: stats.trackCount,
    noteCount: stats.noteCount,
  };
}

/**
 * A document as it arrives from a client (save, import): migrated from an older schema version and
 * validated, or refused with the code the client shows. The size limit applies to the document as
 * it is stored (JSON, UTF-8); the route's body limit keeps far larger bodies out before parsing.
 */
export function acceptDocument(raw: unknown): DocumentFacts {
  const bytes = Buffer.byteLength(JSON.stringify(raw ?? null), 'utf8');
  if (bytes > DOCUMENT_LIMITS.maxJsonBytes) {
    throw new ApiError('PROJECT_TOO_LARGE', {
      message: `This project is ${(bytes / 1024 / 1024).toFixed(1)} MB; a project holds at most 4 MB.`,
    });
  }
  const opened = openDocument(raw);
  if (!opened.ok) {
    if (opened.reason === 'too_new') throw new ApiError('PROJECT_FROM_NEWER_VERSION');
    if (opened.reason === 'too_large') throw new ApiError('PROJECT_TOO_LARGE', { message: opened.message });
    throw new ApiError('INVALID_PROJECT', { message: `This is not a valid Cantara project (${opened.message}).` });
  }
  return factsOf(opened.document);
}

/** A document with another title (rename, duplicate), still within the schema's title rules. */
export function retitled(document: ProjectDocument, title: string): ProjectDocument {
  return { ...document, title };
}
