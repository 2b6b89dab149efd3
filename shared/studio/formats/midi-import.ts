import { Midi } from '@tonejs/midi';
import Encoding from 'encoding-japanese';
import type { Language } from '../../languages';
import { type CharacterId, findCharacter } from '../characters';
import {
  DOCUMENT_SCHEMA_VERSION,
  type Note,
  type ProjectDocument,
  projectDocumentSchema,
  type TempoChange,
  type TimeSignatureChange,
  type Track,
} from '../document';
import { DOCUMENT_LIMITS, TEMPO_RANGE, TICKS_PER_QUARTER } from '../limits';
import { isCleanText } from '../text';

/**
 * Standard MIDI file → project document: notes (one voice per track, overlaps cut so the line can
 * be sung), tempo and time-signature maps, and lyric meta events (FF 05) as the notes' lyrics.
 * Pure TypeScript, so the editor's importers and the command-line tools can reuse it.
 */
export type MidiImportOptions = {
  title: string;
  /** The character every imported track sings with. */
  characterId: CharacterId;
  /** The language of the tracks; by default the character's. */
  language?: Language;
  /** A track's name when the file gives none: called with the 1-based track number. */
  trackName?: (index: number) => string;
  /** The lyric of a note the file gives none. */
  defaultLyric?: string;
};

export type MidiImportResult =
  | { ok: true; document: ProjectDocument; noteCount: number }
  | { ok: false; reason: 'not_midi' | 'no_notes' | 'too_large' | 'invalid'; message: string };

type LyricEvent = { ticks: number; text: string };

const ALLOWED_DENOMINATORS = new Set([1, 2, 4, 8, 16, 32]);

export function importMidi(bytes: Uint8Array, options: MidiImportOptions): MidiImportResult {
  let midi: Midi;
  try {
    midi = new Midi(bytes);
  } catch {
    return { ok: false, reason: 'not_midi', message: 'This is not a standard MIDI file.' };
  }
  const ppq = midi.header.ppq > 0 ? midi.header.ppq : TICKS_PER_QUARTER;
  const scale = (ticks: number) => Math.max(0, Math.round((ticks * TICKS_PER_QUARTER) / ppq));
  const lyricsByTrack = readLyricEvents(bytes);

  const tracks: Track[] = [];
  let noteCount = 0;
  midi.tracks.forEach((source, trackIndex) => {
    if (source.notes.length === 0 || tracks.length >= DOCUMENT_LIMITS.maxTracks) return;
    const lyrics = new Map<number, string>();
    for (const event of lyricsFor(source.notes, lyricsByTrack)) {
      const text = cleanLyric(event.text);
      if (text && !lyrics.has(event.ticks)) lyrics.set(event.ticks, text);
    }
    const notes = singableLine(
      source.notes.map((note) => ({ ticks: note.ticks, durationTicks: note.durationTicks, midi: note.midi })),
    )
      .map((note, index): Note | null => {
        const tick = scale(note.ticks);
        const duration = scale(note.ticks + note.durationTicks) - tick;
        if (duration < 1 || tick > DOCUMENT_LIMITS.maxTick) return null;
        return {
          id: `n${trackIndex}-${index}`,
          tick,
          duration: Math.min(duration, DOCUMENT_LIMITS.maxTick),
          pitch: Math.min(127, Math.max(0, note.midi)),
          lyric: lyrics.get(note.ticks) ?? options.defaultLyric ?? 'la',
        };
      })
      .filter((note): note is Note => note !== null);
    if (notes.length === 0) return;
    noteCount += notes.length;
    const number = tracks.length + 1;
    const name = cleanName(source.name) || options.trackName?.(number) || `Track ${number}`;
    tracks.push({
      id: `track-${number}`,
      name,
      kind: 'voice',
      characterId: options.characterId,
      language: options.language ?? findCharacter(options.characterId)?.language ?? 'en',
      mute: false,
      solo: false,
      gainDb: 0,
      pan: 0,
      notes,
      curves: { pitch: [], dynamics: [], breathiness: [] },
    });
  });

  if (tracks.length === 0) return { ok: false, reason: 'no_notes', message: 'The file holds no notes.' };
  if (noteCount > DOCUMENT_LIMITS.maxNotes) {
    return { ok: false, reason: 'too_large', message: `A project holds at most ${DOCUMENT_LIMITS.maxNotes} notes.` };
  }

  const document: ProjectDocument = {
    schemaVersion: DOCUMENT_SCHEMA_VERSION,
    title: options.title.slice(0, DOCUMENT_LIMITS.maxTitleLength),
    ticksPerQuarter: TICKS_PER_QUARTER,
    tempos: tempoMap(midi.header.tempos.map((tempo) => ({ tick: scale(tempo.ticks), bpm: tempo.bpm }))),
    timeSignatures: signatureMap(
      midi.header.timeSignatures.map((signature) => ({
        tick: scale(signature.ticks),
        numerator: signature.timeSignature[0] ?? 4,
        denominator: signature.timeSignature[1] ?? 4,
      })),
    ),
    tracks,
  };
  const parsed = projectDocumentSchema.safeParse(document);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid', message: parsed.error.issues[0]?.message ?? 'Invalid document.' };
  }
  return { ok: true, document: parsed.data, noteCount };
}

/**
 * @tonejs/midi splits and drops track chunks, so a track's lyrics are those of the chunk whose lyric
 * events fall on most of its note starts.
 */
function lyricsFor(notes: ReadonlyArray<{ ticks: number }>, chunks: LyricEvent[][]): LyricEvent[] {
  const starts = new Set(notes.map((note) => note.ticks));
  let best: LyricEvent[] = [];
  let bestHits = 0;
  for (const events of chunks) {
    const hits = events.filter((event) => starts.has(event.ticks)).length;
    if (hits > bestHits) {
      best = events;
      bestHits = hits;
    }
  }
  return best;
}

type RawNote = { ticks: number; durationTicks: number; midi: number };

/** One voice sings one note at a time: of notes starting together the highest stays, and a note ends where the next begins. */
export function singableLine(notes: RawNote[]): RawNote[] {
  const sorted = [...notes].sort((a, b) => a.ticks - b.ticks || b.midi - a.midi);
  const line: RawNote[] = [];
  for (const note of sorted) {
    const previous = line[line.length - 1];
    if (previous && previous.ticks === note.ticks) continue;
    if (previous && previous.ticks + previous.durationTicks > note.ticks) {
      previous.durationTicks = note.ticks - previous.ticks;
    }
    line.push({ ...note });
  }
  return line;
}

/** Sorted, one change per tick (the last wins), within the allowed range, the first at tick 0. */
export function tempoMap(changes: TempoChange[]): TempoChange[] {
  const byTick = new Map<number, number>();
  for (const change of [...changes].sort((a, b) => a.tick - b.tick)) {
    if (!Number.isFinite(change.bpm)) continue;
    const bpm = Math.round(Math.min(TEMPO_RANGE.max, Math.max(TEMPO_RANGE.min, change.bpm)) * 1000) / 1000;
    byTick.set(Math.min(change.tick, DOCUMENT_LIMITS.maxTick), bpm);
  }
  const list = [...byTick].map(([tick, bpm]) => ({ tick, bpm }));
  if (list[0]?.tick !== 0) list.unshift({ tick: 0, bpm: list[0]?.bpm ?? 120 });
  return list.slice(0, DOCUMENT_LIMITS.maxTempoChanges);
}

/** Sorted, one change per tick, only signatures the document can hold, the first at tick 0 (4/4 if none). */
export function signatureMap(
  changes: Array<{ tick: number; numerator: number; denominator: number }>,
): TimeSignatureChange[] {
  const byTick = new Map<number, TimeSignatureChange>();
  for (const change of [...changes].sort((a, b) => a.tick - b.tick)) {
    if (!ALLOWED_DENOMINATORS.has(change.denominator) || change.numerator < 1 || change.numerator > 32) continue;
    const tick = Math.min(change.tick, DOCUMENT_LIMITS.maxTick);
    byTick.set(tick, { ...change, tick, denominator: change.denominator as TimeSignatureChange['denominator'] });
  }
  const list = [...byTick.values()];
  if (list[0]?.tick !== 0) list.unshift({ tick: 0, numerator: 4, denominator: 4 });
  return list.slice(0, DOCUMENT_LIMITS.maxTimeSignatureChanges);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Text from a file: no control characters or broken Unicode, at most `max` characters. */
function cleanFileText(text: string, max: number): string {
  const kept = [...text.replace(CONTROL_CHARACTERS, '').trim()].slice(0, max).join('');
  return isCleanText(kept) ? kept : kept.replace(/[\ud800-\udfff]/g, '');
}

const cleanLyric = (text: string) => cleanFileText(text, DOCUMENT_LIMITS.maxLyricLength);
const cleanName = (text: string) => cleanFileText(text, DOCUMENT_LIMITS.maxTrackNameLength);

/**
 * The lyric meta events of each track chunk (the same order as @tonejs/midi's tracks), decoded from
 * UTF-8 or the Japanese legacy encodings. @tonejs/midi keeps lyrics of the first track only.
 */
export function readLyricEvents(bytes: Uint8Array): LyricEvent[][] {
  const result: LyricEvent[][] = [];
  let offset = 0;
  const u32 = (at: number) =>
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  const tag = (at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  while (offset + 8 <= bytes.length) {
    const name = tag(offset);
    const length = u32(offset + 4);
    const start = offset + 8;
    const end = Math.min(bytes.length, start + length);
    if (name === 'MTrk') result.push(lyricsOfTrack(bytes, start, end));
    offset = start + length;
  }
  return result;
}

function lyricsOfTrack(bytes: Uint8Array, start: number, end: number): LyricEvent[] {
  const events: LyricEvent[] = [];
  let at = start;
  let ticks = 0;
  let status = 0;
  const varLen = (): number => {
    let value = 0;
    for (let i = 0; i < 4 && at < end; i += 1) {
      const byte = bytes[at++]!;
      value = (value << 7) | (byte & 0x7f);
      if (!(byte & 0x80)) break;
    }
    return value;
  };
  while (at < end) {
    ticks += varLen();
    if (at >= end) break;
    let byte = bytes[at]!;
    if (byte & 0x80) {
      at += 1;
      if (byte < 0xf0) status = byte;
    } else {
      byte = status;
    }
    if (byte === 0xff) {
      const type = bytes[at++]!;
      const length = varLen();
      if (type === 0x05) events.push({ ticks, text: decodeText(bytes.subarray(at, Math.min(end, at + length))) });
      at += length;
    } else if (byte === 0xf0 || byte === 0xf7) {
      at += varLen();
    } else {
      const kind = byte & 0xf0;
      at += kind === 0xc0 || kind === 0xd0 ? 1 : 2;
    }
  }
  return events;
}

function decodeText(bytes: Uint8Array): string {
  const codes = Array.from(bytes);
  const detected = Encoding.detect(codes);
  const from = detected === 'SJIS' || detected === 'EUCJP' || detected === 'JIS' ? detected : 'UTF8';
  return Encoding.convert(codes, { to: 'UNICODE', from, type: 'string' });
}
