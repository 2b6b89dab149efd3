import { describe, expect, it } from 'vitest';
import { phrase, syllable } from '../../../../../scripts/voice/fixtures';
import { lpcFormants } from '../../../../../scripts/voice/measure';
import { renderPhrase } from '.';
import { REFERENCE_PRESET } from './presets';

const SR = 44100;

/** F1 and F2 (Hz, LPC) 60 ms into a 0.6-s note of `nucleus` and 30 ms before its end. */
function glide(nucleus: string[]): { start: number[]; end: number[] } {
  const rendered = renderPhrase(phrase('en', [[0, 0.6, 45, syllable([], nucleus)]], 0), REFERENCE_PRESET, SR);
  const at = (time: number) => {
    const centre = Math.round((time - rendered.startTime) * SR);
    return lpcFormants(rendered.samples.subarray(centre - 600, centre + 600), SR).slice(0, 2);
  };
  return { start: at(0.06), end: at(0.57) };
}

describe('English diphthongs glide towards [i] or [u]', () => {
  it('/eɪ/ (day) ends with F2 higher and F1 lower than it starts', () => {
    const { start, end } = glide(['e', 'ɪ']);
    expect(end[1]! / start[1]!).toBeGreaterThan(1.05);
    expect(end[0]!).toBeLessThan(start[0]!);
  });

  it('/oʊ/ (go) and /aʊ/ (now) end with F2 lower than they start', () => {
    for (const nucleus of [
      ['o', 'ʊ'],
      ['a', 'ʊ'],
    ]) {
      const { start, end } = glide(nucleus);
      expect(end[1]!).toBeLessThan(start[1]!);
    }
  });
});
