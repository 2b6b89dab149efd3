import { describe, expect, it } from 'vitest';
import { blankDocument } from '../../../../shared/studio/blank-document';
import { laneShortcut, loopCommand } from './laneShortcuts';

describe('lane shortcuts', () => {
  it('maps L, Shift+L and K, and leaves Ctrl combinations to the editor', () => {
    expect(laneShortcut({ key: 'l' })).toEqual({ type: 'toggleLoop' });
    expect(laneShortcut({ key: 'L', shiftKey: true })).toEqual({ type: 'loopSelection' });
    expect(laneShortcut({ key: 'k' })).toEqual({ type: 'toggleMetronome' });
    expect(laneShortcut({ key: 'l', ctrlKey: true })).toBeNull();
    expect(laneShortcut({ key: 'z' })).toBeNull();
  });

  it('loops the span of the selected notes, or toggles the loop', () => {
    const doc = blankDocument({ title: 'Loop', characterId: 'hodo', trackName: 'Voice 1' });
    const track = {
      ...doc.tracks[0]!,
      notes: [
        { id: 'a', tick: 480, duration: 480, pitch: 60, lyric: 'a' },
        { id: 'b', tick: 1920, duration: 960, pitch: 62, lyric: 'b' },
      ],
    };
    expect(loopCommand({ type: 'loopSelection' }, doc, track, new Set(['a', 'b']))).toEqual({
      type: 'setLoop',
      enabled: true,
      startTick: 480,
      endTick: 2880,
    });
    expect(loopCommand({ type: 'loopSelection' }, doc, track, new Set())).toBeUndefined();
    expect(loopCommand({ type: 'toggleLoop' }, doc, track, new Set())).toEqual({ type: 'setLoop', enabled: true });
  });
});
