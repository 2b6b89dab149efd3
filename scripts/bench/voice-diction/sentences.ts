import type { Note } from '../../../shared/studio/document';

const SYLLABLE_TICKS = 288; // 0.3 s at 120 BPM
/** Everyday English, one syllable per note (hyphens split a word's syllables). */
export const SENTENCES = [
  'the sun is warm to-day',
  'please shut the door',
  'i like to read good books',
  'my dog runs in the park',
  'we ate fresh bread for lunch',
  'she drinks hot tea at night',
  'the train is late a-gain',
  'can you hear the birds sing',
  'turn left at the red light',
  'he lost his keys this morn-ing',
  'the kids play on the beach',
  'close the win-dow it is cold',
  'let us go home now',
  'the milk is in the fridge',
];

/** One syllable per note on a gentle melody around `center`; the last note held. */
export function sentenceNotes(sentence: string, center: number): Array<Omit<Note, 'id'>> {
  const syllables = sentence.split(' ').flatMap((word) => {
    const parts = word.split('-');
    return parts.map((part, index) => (index < parts.length - 1 ? `${part}-` : part));
  });
  const shape = [0, 2, 4, 2, 0, -1, 0, 2, 4, 5, 4, 2];
  return syllables.map((lyric, index) => ({
    tick: index * SYLLABLE_TICKS,
    duration: index === syllables.length - 1 ? SYLLABLE_TICKS * 2 : SYLLABLE_TICKS,
    pitch: center + shape[index % shape.length]!,
    lyric,
  }));
}
