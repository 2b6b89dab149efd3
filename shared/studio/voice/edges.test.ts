import { describe, expect, it } from 'vitest';
import { song } from '../../../scripts/voice/fixtures';
import { STUDIO_CHARACTERS } from '../characters';
import { kWeightedLevel } from './loudness';
import { renderSong } from './render';
import { decodeWav, encodeWav } from './wav';

const RATE = 44100;
const dbfs = (samples: Float32Array) =>
  10 * Math.log10(samples.reduce((sum, value) => sum + value * value, 0) / Math.max(1, samples.length) + 1e-20);

/** "stop it" on two notes, the first at the very start of the song. */
const stopIt = (characterId: (typeof STUDIO_CHARACTERS)[number]['id'] = 'theo') =>
  song(characterId, 'en', [
    { tick: 0, duration: 480, pitch: 62, lyric: 'stop' },
    { tick: 480, duration: 480, pitch: 64, lyric: 'it' },
  ]);

describe('the edges of a rendered file', () => {
  it("keeps the first note's lead-in consonants and the last note's release, starting and ending below −60 dBFS", async () => {
    const rendered = await renderSong(stopIt(), { sampleRate: RATE, margins: true });
    const samples = rendered.mix.left;
    expect(rendered.startTime).toBeLessThan(-0.1);
    // The /s t/ before the first beat sounds in the file.
    const leadIn = samples.subarray(0, Math.round(-rendered.startTime * RATE));
    expect(dbfs(leadIn)).toBeGreaterThan(-50);
    const edge = Math.round(0.01 * RATE);
    expect(dbfs(samples.subarray(0, edge))).toBeLessThan(-60);
    expect(dbfs(samples.subarray(samples.length - edge))).toBeLessThan(-60);
    // The file runs past the last note's end (its release), by less than half a second.
    const over = samples.length / RATE + rendered.startTime - rendered.duration;
    expect(over).toBeGreaterThan(0);
    expect(over).toBeLessThan(0.5);
  });

  it('has no 5 ms of digital silence inside a note, even in the closure of a voiceless stop', async () => {
    const rendered = await renderSong(stopIt(), { sampleRate: RATE, margins: true });
    const [left] = decodeWav(encodeWav([rendered.mix.left], RATE, 16)).channels;
    const from = Math.round(-rendered.startTime * RATE);
    let run = 0;
    let longest = 0;
    for (let index = from; index < from + RATE; index += 1) {
      run = left![index] === 0 ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeLessThan(0.005 * RATE);
  });
});

describe('levels', () => {
  it('every character sings the same score within ±1 dB of K-weighted loudness (BS.1770 weighting)', async () => {
    const levels = new Map<string, number>();
    for (const character of STUDIO_CHARACTERS) {
      const rendered = await renderSong(
        song(
          character.id,
          'en',
          ['we', 'ate', 'fresh', 'bread', 'for', 'lunch', 'to', 'day'].map((lyric, index) => ({
            tick: 480 + index * 288,
            duration: 288,
            pitch: 60 + [0, 2, 4, 2, 0, -1, 0, 2][index]!,
            lyric,
          })),
        ),
        { sampleRate: RATE },
      );
      levels.set(character.id, kWeightedLevel(rendered.mix.left, RATE, Math.round(0.3 * RATE)));
    }
    const values = [...levels.values()];
    expect(Math.max(...values) - Math.min(...values), JSON.stringify(Object.fromEntries(levels))).toBeLessThanOrEqual(
      2,
    );
  }, 60_000);
});
