import type { CharacterId } from '../../../../shared/studio/characters';
import type { Command } from '../../../../shared/studio/commands';
import { IMPORT_LIMITS } from '../../../../shared/studio/formats/budget';
import { importIntoDocumentCommand } from '../../../../shared/studio/formats/to-document';
import type { ImportResult } from '../../../../shared/studio/formats/types';
import type { IdGenerator } from '../../../../shared/studio/notes';
import { importInWorker } from '../import/importInWorker';

export const IMPORT_INTO_ACCEPT = '.mid,.midi,.kar,.musicxml,.xml,.mxl,.ust,.ustx,.svp,.vpr,audio/midi,audio/x-midi';

/** Reads a file in the import worker (the parsers never run on the page's thread). */
export async function readSongFile(
  file: File,
): Promise<{ ok: true; result: ImportResult } | { ok: false; code: string }> {
  if (file.size > IMPORT_LIMITS.maxFileBytes) return { ok: false, code: 'IMPORT_TOO_LARGE' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  return importInWorker(file.name, bytes);
}

/** The command that adds an accepted import's tracks to the open project. */
export function importCommand(result: ImportResult, characterId: CharacterId, ids: IdGenerator): Command {
  return importIntoDocumentCommand(result, { characterId, ids });
}
