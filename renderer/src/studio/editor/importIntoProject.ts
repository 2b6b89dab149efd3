import type { CharacterId } from '../../../../shared/studio/characters';
import type { Command } from '../../../../shared/studio/commands';
import type { ImportSummary, ImportWarning } from '../../../../shared/studio/formats/types';
import type { IdGenerator } from '../../../../shared/studio/notes';

export const IMPORT_INTO_ACCEPT = '.mid,.midi,.musicxml,.xml,.mxl,.ust,.ustx,.svp,.vpr,audio/midi,audio/x-midi';
const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/** Reads a file into the command that adds its tracks to the open project (the parsers load on first use). */
export async function importIntoProject(
  file: File,
  characterId: CharacterId,
  ids: IdGenerator,
): Promise<
  { ok: true; command: Command; summary: ImportSummary; warnings: ImportWarning[] } | { ok: false; code: string }
> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, code: 'IMPORT_TOO_LARGE' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const formats = await import('../../../../shared/studio/formats');
  const read = formats.tryImportFile(file.name, bytes);
  if (!read.ok) return { ok: false, code: read.error.code };
  return {
    ok: true,
    command: formats.importIntoDocumentCommand(read.result, { characterId, ids }),
    summary: read.result.summary,
    warnings: read.result.warnings,
  };
}
