import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import type { KeyPress } from '../editor/shortcuts';

/** The transport keys the lanes add: L toggles the loop, Shift+L loops the selection, K the metronome. */
export type LaneAction = { type: 'toggleLoop' } | { type: 'loopSelection' } | { type: 'toggleMetronome' };

export function laneShortcut(event: KeyPress): LaneAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'l') return event.shiftKey ? { type: 'loopSelection' } : { type: 'toggleLoop' };
  if (key === 'k' && !event.shiftKey) return { type: 'toggleMetronome' };
  return null;
}

/** The loop command of an action, or undefined when there is nothing to loop (no selected notes). */
export function loopCommand(
  action: LaneAction,
  doc: ProjectDocument,
  track: Track | undefined,
  selected: ReadonlySet<string>,
): Command | undefined {
  if (action.type === 'toggleLoop') return { type: 'setLoop', enabled: !doc.loop.enabled };
  if (action.type !== 'loopSelection' || !track) return undefined;
  const notes = track.notes.filter((note) => selected.has(note.id));
  if (!notes.length) return undefined;
  const startTick = Math.min(...notes.map((note) => note.tick));
  const endTick = Math.max(...notes.map((note) => note.tick + note.duration));
  return { type: 'setLoop', enabled: true, startTick, endTick };
}

/** Rows of the shortcut sheet for the lanes and the transport additions: the action's text key and the keys (literal or a text key). */
export const LANE_SHORTCUT_ROWS: Array<{ action: string; keys?: string; keysText?: string }> = [
  { action: 'lanes.keys.loop', keys: 'L' },
  { action: 'lanes.keys.loopSelection', keys: 'Shift + L' },
  { action: 'lanes.keys.loopDrag', keysText: 'lanes.kbd.loopDrag' },
  { action: 'lanes.keys.metronome', keys: 'K' },
  { action: 'lanes.keys.drawCurve', keysText: 'lanes.kbd.drawCurve' },
  { action: 'lanes.keys.eraseCurve', keysText: 'lanes.kbd.eraseCurve' },
  { action: 'lanes.keys.marker', keysText: 'lanes.kbd.marker' },
];
