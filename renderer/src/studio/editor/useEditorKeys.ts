import type { KeyboardEvent, RefObject } from 'react';
import { laneShortcut, loopCommand } from '../lanes/laneShortcuts';
import { transportSettings } from '../playback/transportSettings';
import { type ActionEffects, type EditorState, performAction } from './performAction';
import { shortcutAction } from './shortcuts';

/**
 * The editor's keyboard: L, Shift+L and K for the loop and metronome (lanes/laneShortcuts.ts), the
 * rest through the shortcut table and performAction, for keys pressed in the roll and the note list.
 */
export function useEditorKeys(deps: {
  rootRef: RefObject<HTMLDivElement | null>;
  state: () => EditorState;
  effects: ActionEffects;
  execute: ActionEffects['execute'];
}) {
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
    if (command) deps.execute(command);
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
    if (performAction(action, deps.state(), deps.effects)) event.preventDefault();
  };
}
