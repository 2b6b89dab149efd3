import { describe, expect, it } from 'vitest';
import type { Note } from '../../../../shared/studio/document';
import type { SungPitch } from '../playback/playheadStore';
import { keepSungPitch, pitchPaths } from './sungPitch';

// 120 bpm: one tick lasts 1/960 s, so a 0.125 s frame step is 120 ticks.
const TEMPOS = [{ tick: 0, bpm: 120 }];
const line = (key: string, startTime: number, values: number[], trackId = 't'): SungPitch => ({
  trackId,
  key,
  startTime,
  step: 0.125,
  values: Float32Array.from(values),
});
const note = (tick: number, duration: number): Note => ({ id: `n${tick}`, tick, duration, pitch: 60, lyric: 'la' });

describe('sung pitch lines', () => {
  it('a new phrase replaces the lines of the same track it overlaps, not other tracks', () => {
    let lines = new Map<string, SungPitch>();
    lines = keepSungPitch(lines, line('old', 0, [60, 60, 60, 60]));
    lines = keepSungPitch(lines, line('other', 0, [50, 50], 'u'));
    lines = keepSungPitch(lines, line('later', 2, [62, 62]));
    lines = keepSungPitch(lines, line('new', 0.25, [61, 61]));
    expect([...lines.keys()]).toEqual(['other', 'later', 'new']);
  });

  it('draws the voiced stretches of lines under current notes, broken at silences', () => {
    const paths = pitchPaths([line('a', 0, [60, 60.5, Number.NaN, 61, 61]), line('gone', 10, [64, 64])], 't', TEMPOS, [
      note(0, 480),
    ]);
    // Frames every 120 ticks; the NaN at 240 breaks the line; the line at 10 s has no note under it.
    expect(paths).toEqual([
      [
        { tick: 0, pitch: 60 },
        { tick: 120, pitch: 60.5 },
      ],
      [
        { tick: 360, pitch: 61 },
        { tick: 480, pitch: 61 },
      ],
    ]);
  });

  it('follows the tempo map', () => {
    const [path] = pitchPaths([line('a', 0, [60, 60])], 't', [{ tick: 0, bpm: 60 }], [note(0, 480)]);
    expect(path).toEqual([
      { tick: 0, pitch: 60 },
      { tick: 60, pitch: 60 },
    ]);
  });

  it('draws nothing of a track whose notes are gone, nor of another track', () => {
    expect(pitchPaths([line('a', 0, [60, 60, 60])], 't', TEMPOS, [])).toEqual([]);
    expect(pitchPaths([line('a', 0, [60, 60, 60])], 'u', TEMPOS, [note(0, 480)])).toEqual([]);
  });
});
