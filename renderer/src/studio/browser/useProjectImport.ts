import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CharacterId, findCharacter } from '../../../../shared/studio/characters';
import type { ImportResult } from '../../../../shared/studio/formats/types';
import { notify } from '../../app/overlays';
import { IMPORT_ACCEPT, readImportFile, songToDocument } from './importFile';
import type { Library } from './useProjectLibrary';
import type { StudioCharacterView } from './useStudioCharacters';

export type PendingSong = { fileName: string; title: string; result: ImportResult };

type Options = {
  library: Library;
  characters: StudioCharacterView[];
  /** Opens a project just made. */
  open: (id: string) => void;
  /** Says why an action failed. */
  refused: (error: unknown) => void;
};

/**
 * Importing a file: our own project file becomes a project at once; another tool's song is summarised
 * first (`pendingSong`) and becomes a project, sung by the first character the user may use, once accepted.
 */
export function useProjectImport({ library, characters, open, refused }: Options) {
  const { t } = useTranslation(['studio', 'studio-files']);
  const [importing, setImporting] = useState(false);
  const [pendingSong, setPendingSong] = useState<PendingSong>();

  const refuseImport = (code: string) => {
    const text = code.startsWith('IMPORT_') ? t(`studio-files:errors.${code}`) : t(`import.${code}`);
    void notify({ color: 'red', message: text, autoClose: 8000, withBorder: true });
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    setImporting(true);
    try {
      const outcome = await readImportFile(file, { untitled: t('project.untitled') });
      if (!outcome.ok) refuseImport(outcome.code);
      else if (outcome.kind === 'project') open(await library.create({ kind: 'import', document: outcome.document }));
      // Another tool's file: its summary is shown first, and the project is made when it is accepted.
      else setPendingSong({ fileName: file.name, title: outcome.title, result: outcome.result });
    } catch (error) {
      refused(error);
    } finally {
      setImporting(false);
    }
  };

  const acceptSong = async () => {
    if (!pendingSong) return;
    const { result, title } = pendingSong;
    setPendingSong(undefined);
    const characterId = (characters.find((character) => character.allowed)?.id ?? 'hodo') as CharacterId;
    const made = songToDocument(result, { title, characterId: findCharacter(characterId)?.id ?? 'hodo' });
    if (!made.ok) return refuseImport(made.code);
    try {
      open(await library.create({ kind: 'import', document: made.document }));
    } catch (error) {
      refused(error);
    }
  };

  return {
    accept: IMPORT_ACCEPT,
    importing,
    importFile,
    /** Another tool's song waiting to be accepted, as its summary dialog shows it. */
    pendingSummary: pendingSong && {
      ...pendingSong,
      summary: pendingSong.result.summary,
      warnings: pendingSong.result.warnings,
    },
    acceptSong,
    cancelSong: () => setPendingSong(undefined),
  };
}
