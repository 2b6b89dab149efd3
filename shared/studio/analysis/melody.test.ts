import { describe, expect, it } from 'vitest';
import { extractMelody } from './melody';
import { frameTime, LOWEST_PITCH, type Posteriorgram } from './posteriorgram';

/** A posteriorgram where each listed span sounds its keys (MIDI pitch → likelihood). */
function heard(
  length: number,
  spans: Array<{ from: number; to: number; keys: Record<number, number>; onset?: boolean }>,
): Posteriorgram {
  const frames = Array.from({ length }, () => new Array<number>(88).fill(0.02));
  const onsets = Array.from({ length }, () => new Array<number>(88).fill(0.01));
  const contours = Array.from({ length }, () => new Array<number>(264).fill(0.01));
  for (const span of spans) {
    for (const [pitch, value] of Object.entries(span.keys)) {
      const key = Number(pitch) - LOWEST_PITCH;
      for (let frame = span.from; frame < span.to; frame += 1) {
        frames[frame]![key] = value;
        contours[frame]![key * 3] = value;
      }
      if (span.onset) onsets[span.from]![key] = 0.9;
    }
  }
  return { frames, onsets, contours };
}

describe('extractMelody', () => {
  it('reads a run of one key as a note with its time and pitch', () => {
    const notes = extractMelody(
      heard(100, [
        { from: 10, to: 40, keys: { 60: 0.8 } },
        { from: 40, to: 80, keys: { 62: 0.7 } },
      ]),
    );
    expect(notes.map((note) => note.pitch)).toEqual([60, 62]);
    expect(notes[0]!.onset).toBeCloseTo(frameTime(10) + 0.025, 3);
    expect(notes[1]!.onset).toBeCloseTo(frameTime(40) + 0.025, 3);
    expect(notes[1]!.offset).toBeCloseTo(frameTime(80) + 0.025, 3);
  });

  it('folds an octave or a twelfth above the sung key down to it', () => {
    const notes = extractMelody(
      heard(60, [
        { from: 0, to: 30, keys: { 57: 0.4, 69: 0.9 } },
        { from: 30, to: 60, keys: { 50: 0.3, 69: 0.8 } },
      ]),
    );
    expect(notes.map((note) => note.pitch)).toEqual([57, 50]);
  });

  it('keeps the sung key when noise lifts the octave under it a little', () => {
    expect(
      extractMelody(heard(40, [{ from: 0, to: 40, keys: { 45: 0.2, 57: 0.74 } }])).map((note) => note.pitch),
    ).toEqual([57]);
  });

  it("hears a syllable's consonant onset and its vowel onset, 80 ms apart, as one note", () => {
    const notes = extractMelody(
      heard(60, [
        { from: 0, to: 7, keys: { 60: 0.6 }, onset: true },
        { from: 7, to: 60, keys: { 60: 0.8 }, onset: true },
      ]),
    );
    expect(notes).toHaveLength(1);
  });

  it('keeps a loud upper key when nothing sounds under it', () => {
    expect(extractMelody(heard(40, [{ from: 0, to: 40, keys: { 69: 0.9 } }])).map((note) => note.pitch)).toEqual([69]);
  });

  it('drops ghost notes and the middle of a glide', () => {
    const notes = extractMelody(
      heard(80, [
        { from: 0, to: 30, keys: { 60: 0.8 } },
        { from: 30, to: 33, keys: { 61: 0.8 } },
        { from: 33, to: 70, keys: { 62: 0.8 } },
        { from: 75, to: 78, keys: { 70: 0.9 } },
      ]),
    );
    expect(notes.map((note) => note.pitch)).toEqual([60, 62]);
  });

  it('splits a repeated pitch at a new onset and bridges a dropout of a frame or two', () => {
    const repeated = extractMelody(
      heard(80, [
        { from: 0, to: 12, keys: { 64: 0.8 }, onset: true },
        // The next syllable's consonant dips the key before its onset.
        { from: 12, to: 14, keys: { 64: 0.6 } },
        { from: 14, to: 80, keys: { 64: 0.8 }, onset: true },
      ]),
    );
    expect(repeated.map((note) => note.onset)).toEqual([frameTime(0) + 0.025, frameTime(14) + 0.025]);
    const held = extractMelody(
      heard(80, [
        { from: 0, to: 40, keys: { 64: 0.8 }, onset: true },
        { from: 40, to: 80, keys: { 64: 0.8 }, onset: true },
      ]),
    );
    expect(held).toHaveLength(2);
    const bridged = extractMelody(
      heard(80, [
        { from: 0, to: 40, keys: { 64: 0.8 } },
        { from: 42, to: 80, keys: { 64: 0.8 } },
      ]),
    );
    expect(bridged).toHaveLength(1);
  });

  it('keeps a slow voiced consonant and the second onset of its vowel, with no dip between, in one note', () => {
    const notes = extractMelody(
      heard(80, [
        { from: 0, to: 12, keys: { 64: 0.6 }, onset: true },
        { from: 12, to: 60, keys: { 64: 0.85 }, onset: true },
      ]),
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.onset).toBeCloseTo(frameTime(0) + 0.025, 3);
  });

  it("keeps the next syllable's consonant, sung on the old key, in the note before", () => {
    const notes = extractMelody(
      heard(80, [
        { from: 0, to: 40, keys: { 54: 0.7 }, onset: true },
        { from: 40, to: 46, keys: { 54: 0.5 }, onset: true },
        { from: 46, to: 80, keys: { 52: 0.8 }, onset: true },
      ]),
    );
    expect(notes.map((note) => [note.pitch, note.offset])).toEqual([
      [54, frameTime(46) + 0.025],
      [52, frameTime(80) + 0.025],
    ]);
  });

  it("keeps a note's end that sags a semitone before a rest in the note", () => {
    const notes = extractMelody(
      heard(80, [
        { from: 0, to: 40, keys: { 60: 0.8 }, onset: true },
        { from: 40, to: 48, keys: { 59: 0.6 } },
        { from: 60, to: 80, keys: { 64: 0.8 }, onset: true },
      ]),
    );
    expect(notes.map((note) => note.pitch)).toEqual([60, 64]);
  });

  it('finds nothing in silence', () => {
    expect(extractMelody(heard(100, []))).toEqual([]);
    expect(extractMelody({ frames: [], onsets: [], contours: [] })).toEqual([]);
  });
});
