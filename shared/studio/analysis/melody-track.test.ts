import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../notes';
import { melodyTrack } from './melody-track';

const song = { tempos: [{ tick: 0, bpm: 120 }], timeSignatures: [{ tick: 0, numerator: 4, denominator: 4 as const }] };
const options = {
  trackId: 'sung',
  name: 'Sung',
  characterId: 'oona' as const,
  language: 'ja' as const,
  atTick: 1920,
  ids: sequentialIds('m'),
};

describe('melodyTrack', () => {
  it('places the notes from the playhead by the tempo, with a placeholder lyric in the language', () => {
    const track = melodyTrack(song, [{ onset: 0.5, offset: 1, pitch: 64, velocity: 0.8 }], { ...options, snap: 'off' });
    expect(track).toMatchObject({ id: 'sung', kind: 'voice', characterId: 'oona', language: 'ja' });
    // At 120 BPM a quarter (480 ticks) is half a second.
    expect(track.notes).toEqual([{ id: 'm1', tick: 1920 + 480, duration: 480, pitch: 64, lyric: 'ら' }]);
  });

  it('keeps two notes that land on one grid line: the later one takes the next', () => {
    const track = melodyTrack(
      song,
      [
        { onset: 0, offset: 0.25, pitch: 60, velocity: 1 },
        { onset: 0.1, offset: 0.5, pitch: 62, velocity: 1 },
        { onset: 0.5, offset: 1, pitch: 64, velocity: 1 },
      ],
      { ...options, atTick: 0, snap: '1/4' },
    );
    expect(track.notes.map((note) => [note.tick, note.duration, note.pitch])).toEqual([
      [0, 480, 60],
      [480, 480, 62],
      [960, 480, 64],
    ]);
  });

  it('moves starts and ends onto the grid when asked, never to nothing', () => {
    const track = melodyTrack(
      song,
      [
        { onset: 0.27, offset: 0.52, pitch: 60, velocity: 1 },
        { onset: 0.6, offset: 0.62, pitch: 62, velocity: 1 },
      ],
      { ...options, atTick: 0, snap: '1/8' },
    );
    expect(track.notes.map((note) => [note.tick, note.duration])).toEqual([
      [240, 240],
      [480, 240],
    ]);
  });
});
