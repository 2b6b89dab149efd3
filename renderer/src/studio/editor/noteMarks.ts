import type { CharacterId } from '../../../../shared/studio/characters';
import type { Note, Track } from '../../../../shared/studio/document';
import { pitchName } from '../../../../shared/studio/time';
import { VOICE_RANGES } from '../../../../shared/studio/voice/ranges';
import type { PhonemizeResult, PhonemizeWarningCode, Syllable } from '../../../../shared/studio/voice/syllable';
import { checkPhonemes } from './phonemeOverride';

/**
 * What the roll and the note list show about each note beyond its lyric: the phonemes the voice
 * will sing, a phonemizer warning, and whether the pitch is outside the character's range. Pure.
 */
export type NoteMark = {
  /** The sung phonemes as text ("k a", "h ɛ l · oʊ"); empty until the phonemizer has answered. */
  phonemes: string;
  /** The phonemes were typed for this note (not the phonemizer's reading). */
  overridden: boolean;
  /** The phonemizer's own reading of the lyric (what an empty override returns to). */
  automatic: string;
  warning?: { code: PhonemizeWarningCode; lyric: string };
  range?: 'low' | 'high';
};

/** Shown for a note that holds the previous vowel ("+", "ー"). */
export const HOLD_MARK = '~';

/** One note's syllables as text: phones separated by spaces, syllables by a middle dot. */
export function syllableText(syllables: readonly Syllable[]): string {
  return syllables
    .map((syllable) =>
      syllable.hold ? HOLD_MARK : [...syllable.onset, ...syllable.nucleus, ...syllable.coda].join(' '),
    )
    .filter(Boolean)
    .join(' · ');
}

/** A character's comfortable range (MIDI pitches), or undefined for an unknown id. */
export function characterRange(characterId: string): { low: number; high: number } | undefined {
  return VOICE_RANGES[characterId as CharacterId];
}

/** 'low' or 'high' when a pitch is outside the character's range. */
export function rangeCheck(characterId: string, pitch: number): 'low' | 'high' | undefined {
  const range = characterRange(characterId);
  if (!range) return undefined;
  if (pitch < range.low) return 'low';
  if (pitch > range.high) return 'high';
  return undefined;
}

/** The range as pitch names, e.g. "C3–A4". */
export function rangeText(characterId: string): string {
  const range = characterRange(characterId);
  return range ? `${pitchName(range.low)}–${pitchName(range.high)}` : '';
}

/** The notes in the order the phonemizer reads them (the voice sorts by start). */
export function phonemizeOrder(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => a.tick - b.tick);
}

/**
 * Marks for every note of a track from the phonemizer's reading of the lyrics (without overrides)
 * over `phonemizeOrder(track.notes)`. A note with typed phonemes sings those: the lyric's warnings
 * no longer apply, but a token the voice does not know does.
 */
export function noteMarks(
  track: Pick<Track, 'notes' | 'characterId'>,
  reading: { noteIds: readonly string[]; result: PhonemizeResult } | undefined,
): Map<string, NoteMark> {
  const texts = readingTexts(reading);
  const marks = new Map<string, NoteMark>();
  for (const note of track.notes) {
    const typed = note.phonemes?.trim();
    const read = texts.get(note.id);
    const automatic = read?.text ?? '';
    const mark: NoteMark = { phonemes: typed || automatic, overridden: Boolean(typed), automatic };
    const warning = typed ? typedWarning(typed) : read?.warning;
    if (warning) mark.warning = warning;
    const range = rangeCheck(track.characterId, note.pitch);
    if (range) mark.range = range;
    marks.set(note.id, mark);
  }
  return marks;
}

type ReadingText = { text: string; warning?: NoteMark['warning'] };
/** A reading's texts are made once (a reading is kept until the lyrics change, across many edits). */
const readingCache = new WeakMap<PhonemizeResult, Map<string, ReadingText>>();

function readingTexts(
  reading: { noteIds: readonly string[]; result: PhonemizeResult } | undefined,
): Map<string, ReadingText> {
  if (!reading) return new Map();
  const known = readingCache.get(reading.result);
  if (known) return known;
  const texts = new Map<string, ReadingText>();
  reading.noteIds.forEach((id, index) => {
    const syllables = reading.result.syllables[index];
    texts.set(id, { text: syllables ? syllableText(syllables) : '' });
  });
  for (const warning of reading.result.warnings) {
    const entry = texts.get(warning.noteId);
    if (entry && !entry.warning) entry.warning = { code: warning.code, lyric: warning.lyric };
  }
  readingCache.set(reading.result, texts);
  return texts;
}

function typedWarning(typed: string): NoteMark['warning'] {
  const checked = checkPhonemes(typed);
  return 'unknown' in checked ? { code: 'unknown_phoneme', lyric: checked.unknown } : undefined;
}
