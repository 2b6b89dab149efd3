/** Scores and phrases the voice tests and the voice-quality bench sing. */
import type { Language } from '../../shared/languages';
import { DEFAULT_KEY, DEFAULT_LOOP } from '../../shared/studio/blank-document';
import type { CharacterId } from '../../shared/studio/characters';
import { DOCUMENT_SCHEMA_VERSION, type Note, type ProjectDocument } from '../../shared/studio/document';
import type { PhraseInput } from '../../shared/studio/voice/engines/formant/plan';
import { VOICE_PRESETS } from '../../shared/studio/voice/engines/formant/presets';
import type { Syllable } from '../../shared/studio/voice/syllable';

export function syllable(onset: string[], nucleus: string[], coda: string[] = []): Syllable {
  return { onset, nucleus, coda };
}

/** A phrase of notes given as [start s, end s, MIDI pitch, syllable]. */
export function phrase(
  language: Language,
  notes: Array<[number, number, number, Syllable]>,
  vibratoDepth?: number,
): PhraseInput {
  return {
    language,
    notes: notes.map(([start, end, pitch, syl], index) => ({
      id: `n${index}`,
      start,
      end,
      pitch,
      syllables: [syl],
      ...(vibratoDepth === undefined ? {} : { vibrato: { depth: vibratoDepth, rate: 5.5, delay: 300 } }),
    })),
    curves: { pitch: [], dynamics: [], breathiness: [] },
  };
}

/** A one-track document at 120 BPM (a quarter = 0.5 s). */
export function song(
  characterId: CharacterId,
  language: Language,
  notes: Array<Omit<Note, 'id'>>,
  bpm = 120,
): ProjectDocument {
  return {
    schemaVersion: DOCUMENT_SCHEMA_VERSION,
    title: 'Voice fixture',
    ticksPerQuarter: 480,
    tempos: [{ tick: 0, bpm }],
    timeSignatures: [{ tick: 0, numerator: 4, denominator: 4 }],
    tracks: [
      {
        id: 'track-1',
        name: 'Lead',
        kind: 'voice',
        characterId,
        language,
        mute: false,
        solo: false,
        gainDb: 0,
        pan: 0,
        notes: notes.map((note, index) => ({ id: `n${index}`, ...note })),
        curves: { pitch: [], dynamics: [], breathiness: [] },
      },
    ],
    audioTracks: [],
    key: { ...DEFAULT_KEY },
    loop: { ...DEFAULT_LOOP },
  };
}

export const MELODY_LYRICS: Record<Language, string[]> = {
  en: [
    'la',
    'so',
    'may',
    'we',
    'go',
    'now',
    'to',
    'the',
    'sea',
    'and',
    'sing',
    'a',
    'song',
    'for',
    'you',
    'my',
    'love',
  ],
  ko: ['나', '는', '너', '를', '사', '랑', '해', '오', '늘', '도', '노', '래', '해', '바', '다', '로', '가'],
  ja: ['そ', 'ら', 'に', 'う', 'た', 'う', 'よ', 'あ', 'お', 'い', 'か', 'ぜ', 'の', 'な', 'か', 'を', 'ゆ'],
};

/**
 * A 32-note melody (quarters and eighths, leaps and steps, a few rests) inside a character's
 * range, with lyrics of the language.
 */
export function melody32(
  characterId: CharacterId,
  language: Language,
  low: number,
  high: number,
  count = 32,
): ProjectDocument {
  const steps = [
    0, 2, 4, 5, 7, 5, 4, 2, 0, 4, 7, 9, 7, 4, 2, 0, 5, 7, 9, 11, 12, 11, 9, 7, 5, 4, 2, 4, 5, 4, 2, 0,
  ].slice(0, count);
  const span = Math.max(0, high - low - 12);
  const base = low + Math.floor(span / 2);
  const lyrics = MELODY_LYRICS[language];
  const notes: Array<Omit<Note, 'id'>> = [];
  let tick = 480;
  steps.forEach((step, index) => {
    const duration = index % 4 === 3 ? 480 : index % 3 === 0 ? 480 : 240 + 120;
    notes.push({ tick, duration, pitch: base + step, lyric: lyrics[index % lyrics.length]! });
    tick += duration + (index % 8 === 7 ? 240 : 0);
  });
  return song(characterId, language, notes);
}

/**
 * The voice benches' 3-minute song: 4 tracks (hodo/ko, nime/ja, theo/en, augu/en), the 32-note
 * melody repeated in each voice's range. With `newLevelEachRepeat` each repeat is a little quieter,
 * so that no phrase repeats (every phrase is new to a phrase cache, as in a real song).
 */
export function longSong({ newLevelEachRepeat = false } = {}): ProjectDocument {
  const ids = ['hodo', 'nime', 'theo', 'augu'] as const;
  const languages: Language[] = ['ko', 'ja', 'en', 'en'];
  const document = melody32('hodo', 'ko', 48, 69);
  document.tracks = ids.map((id, index) => {
    const preset = VOICE_PRESETS[id];
    const one = melody32(id, languages[index]!, preset.range.low, preset.range.high).tracks[0]!;
    const span = one.notes[one.notes.length - 1]!.tick + 960;
    const notes = [];
    const dynamics = [];
    for (let repeat = 0; repeat * span < 480 * 2 * 180; repeat += 1) {
      for (const note of one.notes)
        notes.push({ ...note, id: `r${repeat}-${note.id}`, tick: note.tick + repeat * span });
      dynamics.push({ tick: repeat * span, value: -0.05 * repeat });
    }
    return {
      ...one,
      id: `track-${index + 1}`,
      notes,
      curves: newLevelEachRepeat ? { ...one.curves, dynamics } : one.curves,
      pan: [-0.5, 0.5, -0.2, 0.2][index]!,
      gainDb: -3,
    };
  });
  return document;
}

const TUNE_STEPS = [0, 2, 4, 5, 7, 5, 4, 2, 0, 4, 7, 12, 7, 4, 2, 0];
const TUNE_LYRICS = 'twin- kle twin- kle lit- tle star how i won- der what you are and now'.split(' ');

/**
 * A tune to transcribe: `rounds` times sixteen notes from `base` (each round 0, 1 or 2 semitones
 * higher), eighths with a quarter closing each bar, an eighth-triplet rest between bars, at 120 BPM
 * from the second beat.
 */
export function tuneNotes(base: number, rounds = 1): Note[] {
  const notes: Note[] = [];
  let tick = 480;
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, step] of TUNE_STEPS.entries()) {
      const duration = index % 4 === 3 ? 480 : 240;
      notes.push({
        id: `n${round}-${index}`,
        tick,
        duration,
        pitch: base + step + (round % 3),
        lyric: TUNE_LYRICS[index]!,
      });
      tick += duration + (index % 4 === 3 ? 120 : 0);
    }
  }
  return notes;
}
