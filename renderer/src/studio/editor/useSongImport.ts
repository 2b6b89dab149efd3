import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterId } from '../../../../shared/studio/characters';
import type { Command } from '../../../../shared/studio/commands';
import type { ImportResult } from '../../../../shared/studio/formats/types';
import type { IdGenerator } from '../../../../shared/studio/notes';
import { importCommand, readSongFile } from './importIntoProject';

/**
 * Importing a file into the open project: the file is read (in a worker, with its budget), its
 * summary waits for the user's yes, and only then does it land as one undoable command. A file that
 * cannot be read leaves a localized error and the song as it was.
 */
export function useSongImport(deps: {
  execute: (command: Command) => void;
  ids: IdGenerator;
  /** The character imported tracks sing with when the file names none this user may use. */
  fallbackCharacter: () => CharacterId;
}) {
  const { t: tf } = useTranslation('studio-files');
  const [error, setError] = useState<string>();
  const [pendingImport, setPendingImport] = useState<{ fileName: string; result: ImportResult }>();

  const onImportFile = async (file: File) => {
    setPendingImport(undefined);
    const outcome = await readSongFile(file);
    if (!outcome.ok) {
      setError(tf(`errors.${outcome.code}`, { defaultValue: tf('errors.IMPORT_CORRUPTED') }));
      return;
    }
    setError(undefined);
    // The summary (what the file held, what could not come and what changed) is shown before it lands.
    setPendingImport({ fileName: file.name, result: outcome.result });
  };

  const acceptImport = () => {
    if (!pendingImport) return;
    deps.execute(importCommand(pendingImport.result, deps.fallbackCharacter(), deps.ids));
    setPendingImport(undefined);
  };

  return { error, setError, pendingImport, setPendingImport, onImportFile, acceptImport };
}
