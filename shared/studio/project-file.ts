import { strToU8, zipSync } from 'fflate';
import type { ProjectDocument } from './document';
import { IMPORT_LIMITS } from './formats/budget';
import { parseProjectJson } from './formats/json';
import { decodeUtf8 } from './formats/text-encoding';
import { ImportError } from './formats/types';
import { isZip, readZipEntries } from './formats/zip';
import { DOCUMENT_LIMITS } from './limits';
import { type OpenDocumentResult, openDocument } from './migrations';

/**
 * Cantara's own project file (.cantara): the versioned project document as JSON (UTF-8), or the
 * same JSON as `project.json` inside a zip. Opening one migrates an older document and validates it
 * with the schema the API validates with, so what opens is exactly what the server would store.
 */

export const PROJECT_FILE_EXTENSION = '.cantara';
export const PROJECT_FILE_MIME_TYPE = 'application/vnd.cantara.project+json';
const ENTRY = 'project.json';

export function writeProjectFile(document: ProjectDocument, options: { zipped?: boolean } = {}): Uint8Array {
  const json = strToU8(`${JSON.stringify(document, null, 1)}\n`);
  return options.zipped ? zipSync({ [ENTRY]: json }) : json;
}

export type ProjectFileResult =
  | { ok: true; document: ProjectDocument }
  | { ok: false; reason: Exclude<OpenDocumentResult, { ok: true }>['reason']; message: string };

/** A project from a .cantara file (plain or zipped JSON); never throws. */
export function readProjectFile(bytes: Uint8Array): ProjectFileResult {
  // Whitespace and indentation aside, a document within the limits is at most maxJsonBytes.
  if (bytes.length > IMPORT_LIMITS.maxFileBytes) {
    return { ok: false, reason: 'too_large', message: 'The file is larger than a project can be.' };
  }
  let raw: unknown;
  try {
    const json = isZip(bytes) ? readZipEntries(bytes, (name) => name === ENTRY).get(ENTRY) : bytes;
    if (!json) return { ok: false, reason: 'not_a_document', message: `The archive has no ${ENTRY}.` };
    if (json.length > DOCUMENT_LIMITS.maxJsonBytes * 4) {
      return { ok: false, reason: 'too_large', message: 'The document is larger than a project can be.' };
    }
    raw = parseProjectJson(decodeUtf8(json));
  } catch (error) {
    if (error instanceof ImportError && error.code === 'IMPORT_TOO_LARGE') {
      return { ok: false, reason: 'too_large', message: error.message };
    }
    return { ok: false, reason: 'not_a_document', message: 'This is not a Cantara project file.' };
  }
  return openDocument(raw);
}
