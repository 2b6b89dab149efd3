import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { blankTrack } from '../../../../shared/studio/blank-document';
import type { CharacterId } from '../../../../shared/studio/characters';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import type { IdGenerator } from '../../../../shared/studio/notes';
import { usePrefetchOnInput } from '../../app/DeferredDialog';
import { notify } from '../../app/overlays';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { useStableHandlers } from '../stableHandlers';
import type { useAddRecording } from '../voice-tools/useAddRecording';
import type { AudioTrackHandlers } from './AudioTrackRow';
import classes from './Editor.module.css';
import { NoteList } from './NoteList';
import { TrackPanel } from './TrackPanel';

// The expression panel's code (sliders, switches) comes once the user starts working, not with the first screen.
const loadNoteExpression = () => import('./NoteExpression');
const NoteExpression = lazy(() => loadNoteExpression().then((m) => ({ default: m.NoteExpression })));

type AddRecording = ReturnType<typeof useAddRecording>;

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
  onAddRecording: AddRecording;
};

/** Audio track edits as commands. */
function audioHandlers(execute: (command: Command) => void): AudioTrackHandlers {
  return {
    onUpdate: (trackId, changes) => execute({ type: 'updateAudioTrack', trackId, changes }),
    onRemove: (trackId) => execute({ type: 'removeAudioTrack', trackId }),
    onClip: (trackId, clipId, changes) => execute({ type: 'updateClip', trackId, clipId, changes }),
    onRemoveClip: (trackId, clipId) => execute({ type: 'removeClip', trackId, clipId }),
  };
}

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
  onAddRecording,
}: Props) {
  const { t } = useTranslation('studio');
  const { t: tv } = useTranslation('studio-voice-tools');
  usePrefetchOnInput(loadNoteExpression);
  // The same functions on every render (each calls the latest `execute`): the audio rows are memoised,
  // and an edit of one track then re-renders that track's row only.
  const audio = useStableHandlers(audioHandlers(execute));
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
        audio={audio}
        onAddAudio={async (file) => {
          const outcome = await onAddRecording(file, { name: file.name, source: 'upload' });
          if (!outcome.ok && 'errorKey' in outcome) void notify({ color: 'red', message: tv(outcome.errorKey) });
        }}
      />
      <NoteList
        document={doc}
        track={track}
        selected={selected}
        cursorId={track?.notes.filter((note) => selected.has(note.id)).at(-1)?.id}
        onSelect={onSelect}
        describe={describe}
      />
      {selected.size > 0 && (
        <Suspense fallback={null}>
          <NoteExpression track={track} selected={selected} execute={execute} />
        </Suspense>
      )}
    </div>
  );
}
