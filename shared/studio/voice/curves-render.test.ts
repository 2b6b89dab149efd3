import { describe, expect, it } from 'vitest';
import { song } from '../../../scripts/voice/fixtures';
import { applyCommand } from '../commands';
import { PhraseCache, renderSong } from './render';

/** RMS of a stretch of samples. */
function rms(samples: Float32Array, from: number, to: number): number {
  let energy = 0;
  for (let index = from; index < to; index += 1) energy += samples[index]! ** 2;
  return Math.sqrt(energy / (to - from));
}

describe('the voice sings what the curve lanes draw', () => {
  const score = () =>
    song('nime', 'ja', [
      { tick: 0, duration: 960, pitch: 69, lyric: 'あ' },
      { tick: 960, duration: 960, pitch: 69, lyric: 'あ' },
    ]);

  it('a dynamics stroke makes its stretch quieter (the phrase renders again, not from the cache)', async () => {
    const plain = score();
    const cache = new PhraseCache();
    const before = await renderSong(plain, { cache });
    const edited = applyCommand(plain, {
      type: 'drawCurve',
      trackId: 'track-1',
      curve: 'dynamics',
      points: [
        { tick: 960, value: -18 },
        { tick: 1920, value: -18 },
      ],
    }).document;
    const after = await renderSong(edited, { cache });
    expect(after.tracks[0]!.cacheHits).toBe(0);
    const rate = before.sampleRate;
    const secondNote = [Math.round(1.2 * rate), Math.round(1.8 * rate)] as const;
    const ratio = rms(after.tracks[0]!.samples, ...secondNote) / rms(before.tracks[0]!.samples, ...secondNote);
    // −18 dB is about an eighth of the amplitude.
    expect(ratio).toBeLessThan(0.25);
    expect(ratio).toBeGreaterThan(0.05);
  });

  it('a pitch line moves the sung pitch by its cents', async () => {
    const plain = score();
    const raised = applyCommand(plain, {
      type: 'drawCurveLine',
      trackId: 'track-1',
      curve: 'pitch',
      from: { tick: 0, value: 200 },
      to: { tick: 1920, value: 200 },
    }).document;
    const [before, after] = await Promise.all([renderSong(plain), renderSong(raised)]);
    const at = (line: { startTime: number; step: number; values: Float32Array }, seconds: number) =>
      line.values[Math.round((seconds - line.startTime) / line.step)]!;
    expect(at(before.tracks[0]!.pitch[0]!, 0.6)).toBeCloseTo(69, 0);
    expect(at(after.tracks[0]!.pitch[0]!, 0.6)).toBeCloseTo(71, 0);
  });
});
