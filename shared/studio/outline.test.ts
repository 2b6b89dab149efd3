import { describe, expect, it } from 'vitest';
import { blankDocument } from './blank-document';
import { songOutline } from './outline';

describe('song outline', () => {
  it("keeps a song's first notes in time over every track, as [tick, duration, pitch]", () => {
    const document = blankDocument({ title: 'Two voices', characterId: 'hodo', trackName: 'Lead' });
    const [lead] = document.tracks;
    const notes = (pitches: number[], start: number) =>
      pitches.map((pitch, index) => ({
        id: `n${start}-${index}`,
        tick: start + index * 480,
        duration: 480,
        pitch,
        lyric: 'la',
      }));
    document.tracks = [
      { ...lead!, notes: notes([60, 62, 64], 960) },
      { ...lead!, id: 'harmony', notes: notes([55, 57], 0) },
    ];
    expect(songOutline(document)).toEqual([
      [0, 480, 55],
      [480, 480, 57],
      [960, 480, 60],
      [1440, 480, 62],
      [1920, 480, 64],
    ]);
    expect(songOutline(document, 2)).toEqual([
      [0, 480, 55],
      [480, 480, 57],
    ]);
  });

  it('is empty for a song without notes', () => {
    expect(songOutline(blankDocument({ title: 'Empty', characterId: 'hodo', trackName: 'Lead' }))).toEqual([]);
  });
});
