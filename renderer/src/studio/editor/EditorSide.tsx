import { useTranslation } from 'react-i18next';
import { blankTrack } from '../../../../shared/studio/blank-document';
import type { CharacterId } from '../../../../shared/studio/characters';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import type { IdGenerator } from '../../../../shared/studio/notes';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import classes from './Editor.module.css';
import { NoteExpression } from './NoteExpression';
import { NoteList } from './NoteList';
import { TrackPanel } from './TrackPanel';

type Props = {
  document: ProjectDocument;
  track: Track | undefined;
  onTrack: (trackId: string) => void;
  characters: Map<string, StudioCharacterView>;
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  describe: (noteId: string) => string[];
  execute: (command: Command) => void;
  ids: IdGenerator;
};

/** Beside the roll: the tracks (a new one sings like the chosen one) and the chosen track's notes. */
export function EditorSide({
  document: doc,
  track,
  onTrack,
  characters,
  selected,
  onSelect,
  describe,
  execute,
  ids,
}: Props) {
  const { t } = useTranslation('studio');
  const addTrack = () => {
    const base = track ?? doc.tracks[0];
    const id = ids();
    execute({
      type: 'addTrack',
      track: blankTrack({
        id,
        name: t('project.trackName', { number: doc.tracks.length + 1 }),
        characterId: (base?.characterId ?? 'hodo') as CharacterId,
        language: base?.language,
      }),
    });
    onTrack(id);
  };
  return (
    <div className={classes.side}>
      <TrackPanel
        document={doc}
        selectedTrackId={track?.id}
        onSelectTrack={(id) => id !== track?.id && onTrack(id)}
        characters={characters}
        onUpdate={(id, changes) => execute({ type: 'updateTrack', trackId: id, changes })}
        onAdd={addTrack}
        onRemove={(id) => execute({ type: 'removeTrack', trackId: id })}
      />
      <NoteList
        document={doc}
        track={track}
        selected={selected}
        cursorId={track?.notes.filter((note) => selected.has(note.id)).at(-1)?.id}
        onSelect={onSelect}
        describe={describe}
      />
      <NoteExpression track={track} selected={selected} execute={execute} />
    </div>
  );
}
