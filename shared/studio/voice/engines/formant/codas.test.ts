import { describe, expect, it } from 'vitest';
import { phrase, syllable } from '../../../../../scripts/voice/fixtures';
import { planSegments } from './plan';

/** Where note `index`'s vowel ends and its coda consonants sound ("lunch", then "bread"). */
function codaOf(notes: Array<[number, number]>, index: number) {
  const words = [syllable(['l'], ['ʌ'], ['n', 'tʃ']), syllable(['b', 'ɹ'], ['ɛ'], ['d'])];
  const segments = planSegments(
    phrase(
      'en',
      notes.map(([start, end], at) => [start, end, 57, words[at]!]),
      0,
    ),
  );
  const note = notes[index]!;
  const vowel = segments.findLast((segment) => segment.part === 'vowel' && segment.start < note[1])!;
  const phones = words[index]!.coda;
  const coda = segments.filter((segment) => segment.start >= vowel.end - 1e-9 && phones.includes(segment.phone));
  return { vowelEnd: vowel.end, start: coda[0]!.start, end: coda[coda.length - 1]!.end };
}

describe('codas', () => {
  it('inside a phrase, a coda ends with its note (the next onset comes before the next beat)', () => {
    const { start, end } = codaOf(
      [
        [0, 0.6],
        [0.6, 1.2],
      ],
      0,
    );
    expect(end).toBeLessThanOrEqual(0.6);
    expect(end - start).toBeLessThanOrEqual(0.09 + 1e-9);
  });

  it('before a rest, /ntʃ/ keeps its own length and runs on into the rest', () => {
    const { vowelEnd, start, end } = codaOf([[0, 0.6]], 0);
    // The vowel is sung to within 90 ms of the note's end, as inside a phrase…
    expect(vowelEnd).toBeGreaterThanOrEqual(0.6 - 0.09 - 1e-9);
    expect(start).toBeCloseTo(vowelEnd, 6);
    // …and /n/ (70 ms) plus /tʃ/ (45 ms closure, 65 ms frication) are not squeezed into 90 ms.
    expect(end - start).toBeGreaterThan(0.15);
    expect(end).toBeGreaterThan(0.6 + 0.05);
  });
});
