import { useTranslation } from 'react-i18next';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument } from '../../../../shared/studio/document';
import type { History } from '../../../../shared/studio/history';
import { SongBar } from '../lanes/SongBar';
import { TransportControls } from '../playback/TransportControls';
import type { Playback } from '../playback/usePlayback';
import { EditorToolbar, type EditorToolbarProps } from './EditorToolbar';
import { EditTools } from './EditTools';
import { WithPlayhead } from './liveScene';
import type { useRollTools } from './useRollTools';

type Props = Omit<EditorToolbarProps, 'transport' | 'edit' | 'meter' | 'canUndo' | 'canRedo' | 'onUndo' | 'onRedo'> & {
  document: ProjectDocument;
  playback: Playback;
  roll: ReturnType<typeof useRollTools>;
  history: History;
  playheadTick: number;
  execute: (command: Command) => void;
};

/** Above the roll: the toolbar (transport, edit tools, undo) and the song bar (key, tempo, meter, loop at the playhead). */
export function EditorTop({ document: doc, playback, roll, history, playheadTick, execute, ...toolbar }: Props) {
  const { t } = useTranslation('studio');
  const bpm = Math.round((doc.tempos[0]?.bpm ?? 120) * 10) / 10;
  const signature = doc.timeSignatures[0];
  return (
    <>
      <EditorToolbar
        {...toolbar}
        transport={<TransportControls document={doc} playback={playback} />}
        edit={<EditTools {...roll.tools} />}
        meter={`${t('project.tempo', { bpm })} · ${signature?.numerator ?? 4}/${signature?.denominator ?? 4}`}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onUndo={() => history.undo()}
        onRedo={() => history.redo()}
      />
      <WithPlayhead tempos={doc.tempos} editorTick={playheadTick}>
        {(shownTick) => (
          <SongBar
            document={doc}
            playheadTick={shownTick}
            onToggleLoop={() => execute({ type: 'setLoop', enabled: !doc.loop.enabled })}
            onKey={(key) => execute({ type: 'setKey', key })}
          />
        )}
      </WithPlayhead>
    </>
  );
}
