import { type KeyboardEvent, type RefObject, useRef } from 'react';
import type { NoteClipboard } from '../../../../shared/studio/clipboard';
import type { History } from '../../../../shared/studio/history';
import { laneShortcut, loopCommand } from '../lanes/laneShortcuts';
import { transportSettings } from '../playback/transportSettings';
import { type ActionEffects, type EditorState, performAction } from './performAction';
import { shortcutAction } from './shortcuts';
import { tickToX, type Viewport, zoomAt } from './viewport';

/**
 * The editor's keyboard: L, Shift+L and K for the loop and metronome (lanes/laneShortcuts.ts), the
 * rest through the shortcut table and performAction, for keys pressed in the roll and the note list.
 */
export function useEditorKeys(deps: {
  rootRef: RefObject<HTMLDivElement | null>;
  state: () => EditorState;
  effects: Pick<ActionEffects, 'execute' | 'select' | 'setPlayhead' | 'editLyric' | 'editPhonemes' | 'help'>;
  history: History;
  playback: { state: string; play: () => Promise<void>; pause: () => void };
  setView: (update: (view: Viewport) => Viewport) => void;
}) {
  const clipboard = useRef<NoteClipboard | null>(null);
  const { history, playback } = deps;
  const effects: ActionEffects = {
    ...deps.effects,
    undo: () => history.undo(),
    redo: () => history.redo(),
    /** + and −: zoom around the playhead when it is on screen. */
    zoom: (factor) =>
      deps.setView((current) => {
        const x = tickToX(current, deps.state().playheadTick);
        return zoomAt(current, factor, x > current.keyboardWidth && x < current.width ? x : current.keyboardWidth);
      }),
    togglePlay: () => (playback.state === 'playing' ? playback.pause() : void playback.play()),
    clipboard,
  };

  const onLaneKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const laneAction = laneShortcut(event);
    if (!laneAction) return false;
    event.preventDefault();
    if (laneAction.type === 'toggleMetronome') {
      transportSettings.set({ metronome: !transportSettings.get().metronome });
      return true;
    }
    const now = deps.state();
    const command = loopCommand(laneAction, now.document, now.track, now.selected);
    if (command) effects.execute(command);
    return true;
  };

  return (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!deps.rootRef.current?.contains(target)) return;
    if (target.closest('input, textarea, select, [contenteditable], [role="combobox"], button')) {
      if (!(target.tagName === 'BUTTON' && /^(n|Insert|Delete|\?)$/i.test(event.key))) return;
    }
    if (onLaneKey(event)) return;
    const action = shortcutAction(event);
    if (!action) return;
    if (performAction(action, deps.state(), effects)) event.preventDefault();
  };
}
