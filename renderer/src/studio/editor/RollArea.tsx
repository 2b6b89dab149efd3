import type { Command } from '../../../../shared/studio/commands';
import type { Track } from '../../../../shared/studio/document';
import type { History } from '../../../../shared/studio/history';
import type { IdGenerator } from '../../../../shared/studio/notes';
import type { SnapDivision } from '../../../../shared/studio/time';
import classes from './Editor.module.css';
import { LyricInput } from './LyricInput';
import { trackOf } from './liveDocument';
import { WithLiveScene } from './liveScene';
import { PhonemeInput } from './PhonemeInput';
import { PianoRollCanvas } from './PianoRollCanvas';
import type { useLyricEditing } from './useLyricEditing';
import type { useRollTools } from './useRollTools';
import { type ViewportStore, WithViewport } from './viewportStore';

type Props = {
  history: History;
  /** The editor's track (its lyric field follows the editor, not each frame of a drag). */
  track: Track | undefined;
  viewport: ViewportStore;
  trackId: string | undefined;
  playheadTick: number;
  onPlayhead: (tick: number) => void;
  selected: Set<string>;
  onSelect: (ids: Set<string>) => void;
  snap: SnapDivision;
  execute: (command: Command) => void;
  commit: () => void;
  ids: IdGenerator;
  defaultLyric: string;
  roll: ReturnType<typeof useRollTools>;
  lyrics: ReturnType<typeof useLyricEditing>;
};

/** The piano roll with the lyric and phoneme fields that open over a note. */
export function RollArea({ history, viewport, track, trackId, roll, lyrics, ...props }: Props) {
  const editingNote = track?.notes.find((note) => note.id === lyrics.editingId);
  return (
    <div className={classes.rollArea}>
      <WithLiveScene history={history} viewport={viewport} editorTick={props.playheadTick}>
        {({ document, view, playheadTick }) => (
          <PianoRollCanvas
            {...props}
            document={document}
            track={trackOf(document, trackId)}
            view={view}
            onView={viewport.update}
            playheadTick={playheadTick}
            editingId={lyrics.editingId}
            onEditLyric={lyrics.setEditingId}
            history={history}
            marks={roll.marks}
            range={roll.range}
            describe={roll.describe}
            onPreview={roll.onPreview}
            onContextMenu={roll.openMenu}
          />
        )}
      </WithLiveScene>
      <WithViewport store={viewport}>
        {(view) => (
          <>
            {editingNote && (
              <LyricInput
                key={editingNote.id}
                note={editingNote}
                view={view}
                onCommit={lyrics.commitLyric}
                onCancel={lyrics.closeLyric}
                onPhonemes={() => roll.editPhonemes(editingNote.id)}
              />
            )}
            {roll.phonemeNote && (
              <PhonemeInput
                note={roll.phonemeNote}
                view={view}
                automatic={roll.automaticPhonemes}
                onCommit={(phonemes) => {
                  roll.commitPhonemes(phonemes);
                  lyrics.closeLyric();
                }}
                onCancel={() => {
                  roll.cancelPhonemes();
                  lyrics.closeLyric();
                }}
                onDismiss={roll.cancelPhonemes}
              />
            )}
          </>
        )}
      </WithViewport>
    </div>
  );
}
