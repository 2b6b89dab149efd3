/**
 * Reads what `npm run render` sings: a project file (JSON), a standard MIDI file with lyric events
 * (UTF-8 or Shift-JIS) or an UTAU .ust. Deliberately small: the editor's importers will replace it.
 */
import path from 'node:path';
import tonejs from '@tonejs/midi';
import Encoding from 'encoding-japanese';
import { parseMidi } from 'midi-file';
import type { Language } from '../../shared/languages';
import { type CharacterId, findCharacter } from '../../shared/studio/characters';
import type { Note, ProjectDocument } from '../../shared/studio/document';
import { openDocument } from '../../shared/studio/migrations';

export class InputError extends Error {}

const { Midi } = tonejs;

/** Bytes (or a string of byte values, as midi-file gives text) decoded from UTF-8 or Shift-JIS. */
export function decodeText(bytes: Uint8Array): string {
  const detected = Encoding.detect(bytes);
  const from = detected === 'SJIS' || detected === 'EUCJP' ? detected : 'UTF8';
  return Encoding.convert(Array.from(bytes), { to: 'UNICODE', from, type: 'string' });
}

function byteString(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
}

/** The language a lyric is written in, by its script. */
export function guessLanguage(lyrics: readonly string[]): Language {
  const text = lyrics.join('');
  if (/[\uac00-\ud7a3]/.test(text)) return 'ko';
  if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(text)) return 'ja';
  return 'en';
}

function documentFromNotes(
  title: string,
  notes: Array<Omit<Note, 'id'>>,
  bpm: number,
  language: Language,
  characterId: CharacterId,
): ProjectDocument {
  const sorted = [...notes].sort((a, b) => a.tick - b.tick);
  // One voice: a note overlapping the next is cut at its start.
  for (let index = 0; index + 1 < sorted.length; index += 1) {
    const note = sorted[index]!;
    const next = sorted[index + 1]!;
    if (note.tick + note.duration > next.tick) note.duration = Math.max(1, next.tick - note.tick);
  }
  const deduped = sorted.filter((note, index) => index === 0 || note.tick !== sorted[index - 1]!.tick);
  return {
    schemaVersion: 1,
    title: title.slice(0, 100) || 'Untitled',
    ticksPerQuarter: 480,
    tempos: [{ tick: 0, bpm: Math.min(400, Math.max(20, bpm)) }],
    timeSignatures: [{ tick: 0, numerator: 4, denominator: 4 }],
    tracks: [
      {
        id: 'track-1',
        name: 'Voice',
        kind: 'voice',
        characterId,
        language,
        mute: false,
        solo: false,
        gainDb: 0,
        pan: 0,
        notes: deduped.map((note, index) => ({ ...note, id: `n${index + 1}`, lyric: note.lyric.slice(0, 32) })),
        curves: { pitch: [], dynamics: [], breathiness: [] },
      },
    ],
  };
}

const DEFAULT_CHARACTER: Record<Language, CharacterId> = { en: 'theo', ko: 'hodo', ja: 'nime' };

export function readMidi(bytes: Uint8Array, title: string): { notes: Array<Omit<Note, 'id'>>; bpm: number } {
  let midi: InstanceType<typeof Midi>;
  let raw: ReturnType<typeof parseMidi>;
  try {
    midi = new Midi(bytes);
    raw = parseMidi(bytes);
  } catch (error) {
    throw new InputError(`${title} is not a readable MIDI file (${(error as Error).message}).`);
  }
  const scale = 480 / midi.header.ppq;
  // Lyric (FF 05) and text (FF 01) events by track and tick.
  const lyricsByTrack = raw.tracks.map((events) => {
    const map = new Map<number, string>();
    let tick = 0;
    for (const event of events) {
      tick += event.deltaTime;
      if ((event.type === 'lyrics' || event.type === 'text') && 'text' in event && !map.has(tick)) {
        map.set(tick, decodeText(byteString(event.text)).trim());
      }
    }
    return map;
  });
  const candidates = midi.tracks
    .map((track, index) => ({ track, lyrics: lyricsByTrack[index] ?? new Map<number, string>() }))
    .filter(({ track }) => track.notes.length > 0);
  if (candidates.length === 0) throw new InputError(`${title} has no notes.`);
  const best = candidates.reduce((a, b) => (b.lyrics.size > a.lyrics.size ? b : a));
  const allLyrics = new Map<number, string>();
  for (const map of lyricsByTrack) for (const [tick, text] of map) if (!allLyrics.has(tick)) allLyrics.set(tick, text);
  const lyrics = best.lyrics.size > 0 ? best.lyrics : allLyrics;
  const notes = best.track.notes.map((note) => ({
    tick: Math.round(note.ticks * scale),
    duration: Math.max(1, Math.round(note.durationTicks * scale)),
    pitch: note.midi,
    lyric: lyrics.get(note.ticks) ?? '',
  }));
  return { notes, bpm: midi.header.tempos[0]?.bpm ?? 120 };
}

/** UTAU .ust: [#SETTING] Tempo, then [#0000]… sections with Length, Lyric, NoteNum; R is a rest. */
export function readUst(bytes: Uint8Array, title: string): { notes: Array<Omit<Note, 'id'>>; bpm: number } {
  const text = decodeText(bytes);
  let bpm = 120;
  let tick = 0;
  const notes: Array<Omit<Note, 'id'>> = [];
  const sections = text.split(/\r?\n(?=\[#)/);
  if (!sections.some((section) => section.startsWith('[#'))) throw new InputError(`${title} is not an UTAU .ust file.`);
  for (const section of sections) {
    const header = /^\[#([^\]]+)\]/.exec(section)?.[1];
    if (!header) continue;
    const fields = new Map<string, string>();
    for (const line of section.split(/\r?\n/).slice(1)) {
      const at = line.indexOf('=');
      if (at > 0) fields.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
    }
    if (header === 'SETTING') {
      const tempo = Number.parseFloat(fields.get('Tempo') ?? '');
      if (Number.isFinite(tempo)) bpm = tempo;
      continue;
    }
    if (!/^\d+$/.test(header)) continue;
    const length = Number.parseInt(fields.get('Length') ?? '', 10);
    if (!Number.isFinite(length) || length <= 0) continue;
    const lyric = fields.get('Lyric') ?? '';
    const pitch = Number.parseInt(fields.get('NoteNum') ?? '', 10);
    if (lyric !== 'R' && lyric !== 'r' && lyric !== '' && Number.isFinite(pitch)) {
      // "a か" (VCV) keeps the last kana.
      notes.push({ tick, duration: length, pitch: Math.min(127, Math.max(0, pitch)), lyric: lyric.split(' ').pop()! });
    }
    tick += length;
  }
  if (notes.length === 0) throw new InputError(`${title} has no notes.`);
  return { notes, bpm };
}

export interface InputOptions {
  characterId?: CharacterId | undefined;
  language?: Language | undefined;
}

/** A project document from a file's bytes, with the character and language applied. */
export function readInput(file: string, bytes: Uint8Array, options: InputOptions): ProjectDocument {
  const extension = path.extname(file).toLowerCase();
  const title = path.basename(file, extension);
  if (extension === '.json' || extension === '.cantara') {
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new InputError(`${title}${extension} is not valid JSON.`);
    }
    const opened = openDocument(raw);
    if (!opened.ok) throw new InputError(`${title}${extension}: ${opened.message}`);
    const document = opened.document;
    for (const track of document.tracks) {
      if (options.characterId) track.characterId = options.characterId;
      if (options.language) track.language = options.language;
      else if (options.characterId) track.language = defaultLanguageOf(options.characterId);
    }
    return document;
  }
  let read: { notes: Array<Omit<Note, 'id'>>; bpm: number };
  if (extension === '.mid' || extension === '.midi') read = readMidi(bytes, `${title}${extension}`);
  else if (extension === '.ust') read = readUst(bytes, `${title}${extension}`);
  else
    throw new InputError(
      `Cannot read ${extension || 'files without an extension'}: give a .json project, .mid/.midi or .ust file.`,
    );
  const language =
    options.language ??
    (options.characterId ? defaultLanguageOf(options.characterId) : guessLanguage(read.notes.map((n) => n.lyric)));
  const characterId = options.characterId ?? DEFAULT_CHARACTER[language];
  return documentFromNotes(title, read.notes, read.bpm, language, characterId);
}

function defaultLanguageOf(id: CharacterId): Language {
  return findCharacter(id)?.language ?? 'en';
}
