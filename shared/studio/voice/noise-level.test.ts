import { describe, expect, it } from 'vitest';
import { song } from '../../../scripts/voice/fixtures';
import { renderSong } from './render';

const db = (samples: Float32Array) =>
  10 * Math.log10(samples.reduce((sum, value) => sum + value * value, 0) / Math.max(1, samples.length) + 1e-20);

/** The /s/ of "sun" (sung before the beat) against its vowel, dB, rendered at `sampleRate`. */
async function sibilantToVowel(sampleRate: number): Promise<number> {
  const document = song('theo', 'en', [{ tick: 480, duration: 960, pitch: 57, lyric: 'sun' }]);
  const rendered = await renderSong(document, { sampleRate, margins: true });
  const samples = rendered.mix.left;
  const at = (seconds: number) => Math.round((seconds - rendered.startTime) * sampleRate);
  // The note starts at 0.5 s; its /s/ sounds in the 60 ms before, its vowel in the next half second.
  return db(samples.subarray(at(0.43), at(0.49))) - db(samples.subarray(at(0.6), at(0.9)));
}

describe('consonant noise', () => {
  it('is as loud against the vowel at 22.05 kHz as at 44.1 and 48 kHz (noise density does not follow the sample rate)', async () => {
    const low = await sibilantToVowel(22050);
    const cd = await sibilantToVowel(44100);
    const high = await sibilantToVowel(48000);
    expect(Math.abs(cd - low)).toBeLessThan(1.7);
    expect(Math.abs(high - low)).toBeLessThan(1.7);
    // And loud enough to hear: within 15 dB of the vowel.
    expect(cd).toBeGreaterThan(-15);
  });
});
