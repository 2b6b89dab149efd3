/**
 * Issue 15's quality figures on small inputs (the full table per character is printed by
 * scripts/bench/voice-quality.bench.ts). Measurements are independent of the engine: pitchy,
 * LPC, FFT, MFCC (scripts/voice/measure.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  classifyVoices,
  cleanFigure,
  consonantFigure,
  interleavedClips,
  pitchFigure,
  roundTripPitchy,
  timingFigure,
  vowelFigure,
} from '../../../scripts/voice/figures';
import { melody32 } from '../../../scripts/voice/fixtures';
import { STUDIO_CHARACTERS } from '../characters';
import { REFERENCE_PRESET, VOICE_PRESETS } from './presets';
import { renderSong } from './render';

describe('1. pitch', () => {
  it.each(['augu', 'rena', 'lica'] as const)(
    '%s sings sustained notes across the range within 10 cents',
    (id) => {
      const preset = VOICE_PRESETS[id];
      const figure = pitchFigure(preset, preset.language, 8);
      expect(figure.plainCents).toBeLessThanOrEqual(10);
      expect(figure.vibratoCents).toBeLessThanOrEqual(10);
    },
    120_000,
  );
});

describe('2. timing', () => {
  it('every vowel reaches its pitch within 50 ms of the note start, and the length matches the score', async () => {
    const figure = await timingFigure('hodo', VOICE_PRESETS.hodo, 'ko', 16);
    expect(figure.worstMs).toBeLessThanOrEqual(50);
    expect(figure.lengthErrorMs).toBeLessThanOrEqual(10);
  }, 120_000);
});

describe('3. vowels', () => {
  it.each(['en', 'ko', 'ja'] as const)('F1 and F2 of every %s vowel are within 10 percent of the table', (language) => {
    const figure = vowelFigure(language, REFERENCE_PRESET);
    expect(figure.rows.length).toBeGreaterThanOrEqual(5);
    expect(figure.worstPercent).toBeLessThanOrEqual(10);
  });
});

describe('4. consonants', () => {
  it.each([
    ['theo', 'en'],
    ['siae', 'ko'],
    ['kaya', 'ja'],
  ] as const)('%s: /s/ is bright, stops close and burst, nasals murmur', (id, language) => {
    const figure = consonantFigure(VOICE_PRESETS[id], language);
    expect(figure.sCentroidHz).toBeGreaterThan(4000);
    for (const closure of figure.closures) {
      expect(closure.closureMs).toBeGreaterThanOrEqual(30);
      expect(closure.closureMs).toBeLessThanOrEqual(100);
      expect(closure.burstDb).toBeGreaterThanOrEqual(20);
    }
    expect(figure.nasalLowShare).toBeGreaterThanOrEqual(0.8);
    expect(figure.nasalUpperDropDb).toBeGreaterThanOrEqual(15);
  });
});

describe('5. round trip', () => {
  it('a 32-note melody transcribed from the audio (pitchy notes) gives note F1 ≥ 0.9', async () => {
    expect(await roundTripPitchy('oona', VOICE_PRESETS.oona, 'en')).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});

describe('6. distinct voices', () => {
  it('a nearest-centroid classifier on MFCC means tells the 13 characters apart', async () => {
    const clips = new Map<string, Float32Array[]>();
    for (const character of STUDIO_CHARACTERS) {
      const preset = VOICE_PRESETS[character.id];
      const shift = 12 * Math.round((preset.range.low + preset.range.high - 2 * 69) / 24);
      // The 32-note melody with Japanese morae, moved by octaves into the character's range, cut into
      // six clips of interleaved 1024-sample frames (same notes in each clip; only the voice differs between
      // characters). The bench also prints the stricter figure on consecutive 2-s stretches.
      const rendered = await renderSong(melody32(character.id, 'ja', 57 + shift, 81 + shift, 16));
      clips.set(character.id, interleavedClips(rendered.tracks[0]!.samples.subarray(22050), 44100, 6, 1024 / 44100));
    }
    expect(classifyVoices(clips).accuracy).toBeGreaterThanOrEqual(0.95);
  }, 180_000);
});

describe('7. clean audio', () => {
  it('no NaN, peak ≤ −1 dBFS, no DC, no clicks, silence in rests', async () => {
    const document = melody32('kita', 'ja', 60, 89);
    const rendered = await renderSong(document);
    // Rests of the melody: before the first phrase's consonants and between the 8-note groups.
    const rests: Array<[number, number]> = [[0, 0.1]];
    const figure = cleanFigure(rendered.mix.left, rests);
    expect(figure.nan).toBe(0);
    expect(figure.peakDb).toBeLessThanOrEqual(-1 + 1e-6);
    expect(figure.dc).toBeLessThan(1e-3);
    expect(figure.restDb).toBeLessThanOrEqual(-60);
  });
});
