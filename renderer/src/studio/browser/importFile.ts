import type { CharacterId } from '../../../../shared/studio/characters';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { IMPORT_LIMITS } from '../../../../shared/studio/formats/budget';
import { importToDocument } from '../../../../shared/studio/formats/to-document';
import type { ImportResult } from '../../../../shared/studio/formats/types';
import { openDocument } from '../../../../shared/studio/migrations';
import { sequentialIds } from '../../../../shared/studio/notes';
import { PROJECT_FILE_EXTENSION, readProjectFile } from '../../../../shared/studio/project-file';
import { importInWorker } from '../import/importInWorker';

export type ImportOutcome =
  | { ok: true; kind: 'project'; document: ProjectDocument }
  | { ok: true; kind: 'song'; result: ImportResult; title: string }
  | { ok: false; code: 'too_large' | 'invalid' | 'too_new' | `IMPORT_${string}` };

/** What the browser's Import offers: every format the studio reads, and Cantara's own project files. */
export const IMPORT_ACCEPT = `.mid,.midi,.kar,.musicxml,.xml,.mxl,.ust,.ustx,.svp,.vpr,${PROJECT_FILE_EXTENSION},.json,audio/midi,audio/x-midi`;

/**
 * Reads a chosen file: a Cantara project file opens as it was saved; another tool's file is read in
 * the import worker, and its summary is shown before it becomes a project (see `songToDocument`).
 */
export async function readImportFile(file: File, options: { untitled: string }): Promise<ImportOutcome> {
  if (file.size > IMPORT_LIMITS.maxFileBytes) return { ok: false, code: 'too_large' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (/\.(json|cantara)$/i.test(file.name)) {
    const opened = readProjectFile(bytes);
    if (opened.ok) return { ok: true, kind: 'project', document: opened.document };
    return {
      ok: false,
      code: opened.reason === 'too_new' || opened.reason === 'too_large' ? opened.reason : 'invalid',
    };
  }
  const title =
    file.name
      .replace(/\.[^.]+$/, '')
      .trim()
      .slice(0, 100) || options.untitled;
  const read = await importInWorker(file.name, bytes);
  return read.ok ? { ok: true, kind: 'song', result: read.result, title } : { ok: false, code: read.code };
}

/** An accepted import as a new project's document. */
export function songToDocument(
  result: ImportResult,
  options: { title: string; characterId: CharacterId },
): { ok: true; document: ProjectDocument } | { ok: false; code: 'invalid' } {
  const document = importToDocument(result, { ...options, ids: sequentialIds('i') });
  const opened = openDocument(document);
  return opened.ok ? { ok: true, document: opened.document } : { ok: false, code: 'invalid' };
}
