import { describe, expect, it } from 'vitest';
import { blankDocument } from '../blank-document';
import type { CharacterId } from '../characters';
import { presetFor } from '../voice/engines/formant/presets';
import { renderSong } from '../voice/render';
import { linearPrediction } from './lpc';
import { trackPitch } from './pitch-track';
import { changeVoice } from './voice-change';

const SAMPLE_RATE = 44100;

/** Theo sings "ah" on A3 then C4, each a second long. */
async function sungInput(): Promise<Float32Array> {
  const document = blankDocument({ title: 'ah', characterId: 'theo', trackName: 'ah' });
  document.tracks[0]!.notes = [
    { id: 'a', tick: 480, duration: 960, pitch: 57, lyric: 'ah' },
    { id: 'b', tick: 1440, duration: 960, pitch: 60, lyric: 'ah' },
  ];
  return (await renderSong(document, { sampleRate: SAMPLE_RATE })).mix.left;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** F1 of an open vowel: the highest peak of a 10-pole envelope (at 11 kHz) between 300 and 1300 Hz, over the middle of a stretch. */
function firstFormant(samples: Float32Array, from: number, to: number): number {
  const decimated = Float32Array.from({ length: Math.floor((to - from) * SAMPLE_RATE) / 4 }, (_, i) => {
    const at = Math.round(from * SAMPLE_RATE) + i * 4;
    return (samples[at]! + samples[at + 1]! + samples[at + 2]! + samples[at + 3]!) / 4;
  });
  const { a } = linearPrediction(decimated, 10);
  let best = 0;
  let bestGain = 0;
  for (let hz = 300; hz <= 1300; hz += 5) {
    const omega = (2 * Math.PI * hz) / (SAMPLE_RATE / 4);
    let re = 1;
    let im = 0;
    a.forEach((coefficient, index) => {
      re += coefficient * Math.cos(omega * (index + 1));
      im -= coefficient * Math.sin(omega * (index + 1));
    });
    const gain = 1 / Math.hypot(re, im);
    if (gain > bestGain) [best, bestGain] = [hz, gain];
  }
  return best;
}

describe('the voice changer', () => {
  it.each([
    ['theo', 0],
    ['lica', 12],
  ] as Array<[CharacterId, number]>)(
    'sings the recording again as %s, its pitch moved by %i semitones within 20 cents',
    async (character, transpose) => {
      const input = await sungInput();
      const output = changeVoice(input, SAMPLE_RATE, { character, transpose });
      expect(output.length).toBeGreaterThanOrEqual(input.length);
      const heard = trackPitch(input, SAMPLE_RATE);
      const sung = trackPitch(output, SAMPLE_RATE);
      const cents: number[] = [];
      heard.f0.forEach((hz, frame) => {
        const out = sung.f0[frame]!;
        if (hz > 0 && out > 0) cents.push(Math.abs(1200 * Math.log2(out / hz) - 100 * transpose));
      });
      expect(cents.length).toBeGreaterThan(200);
      expect(median(cents)).toBeLessThan(20);
    },
  );

  it("moves the formants by the character's vocal-tract scale and the formant shift", async () => {
    // A rough F1 reader (the bench measures formants with Praat): the mean over both notes, within 15 %.
    const input = await sungInput();
    const notes = [
      [0.6, 1.2],
      [1.5, 2.1],
    ] as const;
    for (const [character, shift] of [
      ['lica', 0],
      ['otis', 0],
      ['theo', 3],
    ] as Array<[CharacterId, number]>) {
      const output = changeVoice(input, SAMPLE_RATE, { character, formantShift: shift });
      const ratios = notes.map(([from, to]) =>
        Math.log(firstFormant(output, from, to) / firstFormant(input, from, to)),
      );
      const moved = Math.exp((ratios[0]! + ratios[1]!) / 2);
      const expected = presetFor(character).formantScale * 2 ** (shift / 12);
      expect(moved, character).toBeGreaterThan(expected * 0.85);
      expect(moved, character).toBeLessThan(expected * 1.15);
    }
  });

  it("keeps the recording's breath: a breathy take is sung again less clean than a clear one", async () => {
    const clear = await sungInput();
    let seed = 7;
    const breathy = clear.map((sample) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return sample + (Math.abs(sample) > 1e-4 ? 0.03 * (seed / 2 ** 30 - 1) : 0);
    });
    const clarity = (samples: Float32Array) => {
      const track = trackPitch(samples, SAMPLE_RATE);
      return median(Array.from(track.clarity).filter((_, frame) => track.f0[frame]! > 0));
    };
    const fromClear = clarity(changeVoice(clear, SAMPLE_RATE, { character: 'oona' }));
    const fromBreathy = clarity(changeVoice(breathy, SAMPLE_RATE, { character: 'oona' }));
    // McLeod's clarity falls as noise joins the harmonics: the sung-again take loses at least as much as the take did.
    expect(fromClear - fromBreathy).toBeGreaterThan(clarity(clear) - clarity(breathy));
  });

  it('keeps silence silent and the level where it was', async () => {
    const input = await sungInput();
    const output = changeVoice(input, SAMPLE_RATE, { character: 'oona' });
    const rms = (samples: Float32Array, from: number, to: number) => {
      let sum = 0;
      for (let i = Math.round(from * SAMPLE_RATE); i < Math.round(to * SAMPLE_RATE); i += 1) sum += samples[i]! ** 2;
      return Math.sqrt(sum / ((to - from) * SAMPLE_RATE));
    };
    expect(rms(output, 0, 0.3)).toBeLessThan(1e-3);
    const ratio = rms(output, 0.6, 1.4) / rms(input, 0.6, 1.4);
    expect(ratio).toBeGreaterThan(0.7);
    expect(ratio).toBeLessThan(1.4);
  });
});
