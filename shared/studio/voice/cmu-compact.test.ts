/**
 * The compact CMU dictionary the browser's workers load (built from the package by
 * scripts/vite/cmu-dictionary.ts) reads every word as the package does: the studio must not sing
 * differently from Node (the render command, the tests).
 */
import { dictionary } from 'cmu-pronouncing-dictionary';
import { beforeAll, describe, expect, it } from 'vitest';
import { compactDictionaryLookup, encodeCompactDictionary } from './cmu-compact';
import { createPhonemizer } from './phonemize';
import type { NoteLyric } from './syllable';

const phonesOf = (pronunciation: string | undefined) =>
  pronunciation
    ?.split(' ')
    .filter((token) => /^[A-Z]+[0-2]?$/.test(token))
    .join(' ');

describe('the compact English dictionary', () => {
  let text = '';
  let lookup: (word: string) => string | undefined = () => undefined;
  beforeAll(() => {
    text = encodeCompactDictionary(dictionary);
    lookup = compactDictionaryLookup(text);
  });

  it('is well under half the package’s size', () => {
    expect(text.length).toBeLessThan(1_600_000);
    expect(JSON.stringify(text).length).toBe(text.length + 2);
  });

  it('gives every reachable word the package’s phones, stress included, and nothing for words it lacks', () => {
    const words = Object.keys(dictionary).filter((word) => /^[a-z']+$/.test(word));
    expect(words.length).toBeGreaterThan(120_000);
    // Every 7th word (all of them take a few seconds more), the first and the last.
    const sample = [words[0]!, words[words.length - 1]!, ...words.filter((_, index) => index % 7 === 0)];
    expect(sample.filter((word) => lookup(word) !== phonesOf(dictionary[word]))).toEqual([]);
    expect(lookup('hello')).toBe('HH AH0 L OW1');
    // Words the phonemizer never asks for (alternates, digits) and words not in it.
    for (const word of ['a(2)', 'zorbly', 'helloo', 'aaaa', 'zzzzzzzz', '', 'constructor-x', '__proto__']) {
      expect(lookup(word), word).toBeUndefined();
    }
  });

  it('sings a lyric exactly as the package reads it', () => {
    const notes: NoteLyric[] = "I've been dream- ing of the stars to- night, don't let go zorbly"
      .split(' ')
      .map((lyric, index) => ({ id: `n${index}`, lyric }));
    const result = createPhonemizer('en', lookup).phonemize(notes);
    expect(result).toEqual(createPhonemizer('en', dictionary).phonemize(notes));
    expect(result.syllables[0]!.length).toBeGreaterThan(0);
    expect(result.warnings.map((warning) => warning.lyric)).toEqual(['zorbly']);
  });
});
