import { describe, expect, it } from 'vitest';
import { phrase, syllable } from '../../../../../scripts/voice/fixtures';
import { lpcFormants } from '../../../../../scripts/voice/measure';
import { renderPhrase } from '.';
import { REFERENCE_PRESET } from './presets';

const SR = 44100;

/** F1, F2, F3 (Hz, LPC) 60 ms into a 0.6-s note of `nucleus` and at `end` s. */
function glide(nucleus: string[], coda: string[] = [], end = 0.57): { start: number[]; end: number[] } {
  const rendered = renderPhrase(phrase('en', [[0, 0.6, 45, syllable([], nucleus, coda)]], 0), REFERENCE_PRESET, SR);
  const at = (time: number) => {
    const centre = Math.round((time - rendered.startTime) * SR);
    return lpcFormants(rendered.samples.subarray(centre - 600, centre + 600), SR).slice(0, 3);
  };
  return { start: at(0.06), end: at(end) };
}

describe('English vowels glide', () => {
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

  it('a vowel before /ɹ/ (door, car) ends r-coloured: F3 falls by a quarter while it is still sung', () => {
    for (const vowel of ['ɔ', 'ɑ']) {
      const { start, end } = glide([vowel], ['ɹ'], 0.45);
      expect(end[2]! / start[2]!).toBeLessThan(0.8);
    }
  });
});
