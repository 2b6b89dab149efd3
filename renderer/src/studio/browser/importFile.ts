import type { CharacterId } from '../../../../shared/studio/characters';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { openDocument } from '../../../../shared/studio/migrations';
import { sequentialIds } from '../../../../shared/studio/notes';

export type ImportOutcome =
  | { ok: true; document: ProjectDocument }
  | { ok: false; code: 'too_large' | 'invalid' | 'too_new' | `IMPORT_${string}` };

/** What the browser's Import offers: every format the studio reads, and Cantara's own project files. */
export const IMPORT_ACCEPT =
  '.mid,.midi,.musicxml,.xml,.mxl,.ust,.ustx,.svp,.vpr,.cantara,.json,audio/midi,audio/x-midi';

const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/** Reads a chosen file into a new project document; the parsers load only when a file is imported. */
export async function readImportFile(
  file: File,
  options: { characterId: CharacterId; untitled: string },
): Promise<ImportOutcome> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, code: 'too_large' };
  const title =
    file.name
      .replace(/\.[^.]+$/, '')
      .trim()
      .slice(0, 100) || options.untitled;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (/\.(json|cantara)$/i.test(file.name)) return readProjectFile(bytes);
  const formats = await import('../../../../shared/studio/formats');
  const read = formats.tryImportFile(file.name, bytes);
  if (!read.ok) return { ok: false, code: read.error.code };
  const document = formats.importToDocument(read.result, {
    title,
    characterId: options.characterId,
    ids: sequentialIds('i'),
  });
  const opened = openDocument(document);
  return opened.ok ? { ok: true, document: opened.document } : { ok: false, code: 'invalid' };
}

function readProjectFile(bytes: Uint8Array): ImportOutcome {
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, code: 'invalid' };
  }
  const opened = openDocument(raw);
  if (opened.ok) return { ok: true, document: opened.document };
  return { ok: false, code: opened.reason === 'too_new' || opened.reason === 'too_large' ? opened.reason : 'invalid' };
}
