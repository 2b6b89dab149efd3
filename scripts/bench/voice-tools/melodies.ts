/** The melodies the audio-to-MIDI bench sings: rhythms, tempi, leaps and lyrics, and their reference notes. */
import type { Language } from '../../../shared/languages';
import type { TimedNote } from '../../../shared/studio/analysis/note-f1';
import type { CharacterId } from '../../../shared/studio/characters';
import type { Note, ProjectDocument } from '../../../shared/studio/document';
import { VOICE_RANGES } from '../../../shared/studio/voice/ranges';
import { song } from '../../voice/fixtures';

const S = 120;
const E = 240;
const DE = 360;
const Q = 480;
const DQ = 720;
const H = 960;

/** One note: its length in ticks (480 a quarter), semitones above the melody's base (null: a rest) and a syllable. */
type Step = [ticks: number, step: number | null, lyric: string];

export interface Melody {
  name: string;
  language: Language;
  bpm: number;
  steps: Step[];
}

export const MELODIES: Melody[] = [
  {
    // Eighths and quarters, repeated pitches (two of them on vowel-initial words), a half note.
    name: 'sun-120',
    language: 'en',
    bpm: 120,
    steps: [
      [E, 0, 'the'],
      [E, 0, 'sun'],
      [E, 2, 'is'],
      [E, 4, 'up'],
      [Q, 4, 'and'],
      [Q, 2, 'the'],
      [E, 5, 'day'],
      [E, 5, 'is'],
      [E, 4, 'bright'],
      [E, 2, 'and'],
      [H, 0, 'new'],
      [Q, null, ''],
      [E, 7, 'we'],
      [E, 7, 'walk'],
      [E, 5, 'a-'],
      [E, 4, 'long'],
      [Q, 2, 'the'],
      [Q, 2, 'road'],
      [E, 4, 'to'],
      [E, 2, 'the'],
      [H, 0, 'sea'],
    ],
  },
  {
    // Slow: quarters and halves, leaps of an octave, a sixth and a fifth, a repeated note.
    name: 'leaps-90',
    language: 'en',
    bpm: 90,
    steps: [
      [Q, 0, 'oh'],
      [Q, 12, 'where'],
      [Q, 11, 'did'],
      [Q, 7, 'you'],
      [H, 9, 'go'],
      [Q, null, ''],
      [Q, 5, 'my'],
      [Q, 4, 'sweet'],
      [Q, 0, 'love'],
      [Q, 7, 'come'],
      [H, 2, 'home'],
      [Q, null, ''],
      [Q, 0, 'the'],
      [Q, 5, 'night'],
      [Q, 9, 'is'],
      [Q, 12, 'long'],
      [Q, 7, 'so'],
      [Q, 7, 'long'],
      [H, 0, 'now'],
    ],
  },
  {
    // Fast: running eighths, three repeated notes, dotted rhythms and sixteenths.
    name: 'run-140',
    language: 'en',
    bpm: 140,
    steps: [
      [E, 2, 'run'],
      [E, 2, 'run'],
      [E, 2, 'run'],
      [E, 5, 'to'],
      [DQ, 7, 'the'],
      [E, 5, 'top'],
      [Q, 2, 'now'],
      [Q, null, ''],
      [E, 9, 'jump'],
      [E, 9, 'and'],
      [E, 7, 'skip'],
      [E, 5, 'and'],
      [DE, 7, 'hop'],
      [S, 5, 'a-'],
      [Q, 2, 'round'],
      [Q, null, ''],
      [E, 0, 'then'],
      [E, 2, 'we'],
      [E, 5, 'stop'],
      [E, 5, 'and'],
      [Q, 7, 'drop'],
      [H, 2, 'down'],
    ],
  },
  {
    // Japanese, one mora per note (vowel-only morae among them).
    name: 'sora-100-ja',
    language: 'ja',
    bpm: 100,
    steps: [
      [Q, 0, 'あ'],
      [E, 2, 'お'],
      [E, 4, 'い'],
      [Q, 7, 'そ'],
      [Q, 4, 'ら'],
      [E, 5, 'に'],
      [E, 4, 'う'],
      [Q, 2, 'た'],
      [H, 0, 'う'],
      [Q, null, ''],
      [E, 4, 'か'],
      [E, 4, 'ぜ'],
      [Q, 9, 'の'],
      [Q, 7, 'な'],
      [E, 5, 'か'],
      [E, 4, 'を'],
      [Q, 2, 'ゆ'],
      [H, 0, 'く'],
    ],
  },
];

/** A melody placed at song tick 480 (a beat of lead-in): notes with ticks, durations and absolute pitches. */
export function placeMelody(melody: Melody, base: number): Array<Omit<Note, 'id'>> {
  const notes: Array<Omit<Note, 'id'>> = [];
  let tick = 480;
  for (const [ticks, step, lyric] of melody.steps) {
    if (step !== null) notes.push({ tick, duration: ticks, pitch: base + step, lyric });
    tick += ticks;
  }
  return notes;
}

/** The base pitch that centres the melody in the character's range. */
export function baseFor(melody: Melody, low: number, high: number): number {
  const steps = melody.steps.flatMap(([, step]) => (step === null ? [] : [step]));
  const lowest = Math.min(...steps);
  const highest = Math.max(...steps);
  return Math.round((low + high - lowest - highest) / 2);
}

export function sungDocument(characterId: CharacterId, melody: Melody): ProjectDocument {
  const range = VOICE_RANGES[characterId];
  return song(characterId, melody.language, placeMelody(melody, baseFor(melody, range.low, range.high)), melody.bpm);
}

/** Reference notes in the clip's seconds (the clip starts at song second `startTime`), with their lyrics. */
export function referenceNotes(document: ProjectDocument, startTime: number): Array<TimedNote & { lyric: string }> {
  const secondsPerTick = 60 / (document.tempos[0]!.bpm * document.ticksPerQuarter);
  return document.tracks[0]!.notes.map((note) => ({
    onset: note.tick * secondsPerTick - startTime,
    offset: (note.tick + note.duration) * secondsPerTick - startTime,
    pitch: note.pitch,
    lyric: note.lyric,
  }));
}
