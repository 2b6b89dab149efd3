import { type MidiData, type MidiEvent, parseMidi } from 'midi-file';
import type { ProjectDocument, SongKey, TempoChange, TimeSignatureChange } from '../document';
import { TICKS_PER_QUARTER } from '../limits';
import { noteEnd } from '../notes';
import { fifthsToKey, keyToFifths } from '../time';
import {
  decodeText,
  emptyCurves,
  encodeUtf8,
  finishImport,
  guarded,
  MAX_IMPORT_BYTES,
  newReport,
  scaleTicks,
  startsWith,
} from './common';
import { type ExportResult, ImportError, type ImportedNote, type ImportedTrack, type ImportResult } from './types';

/**
 * Standard MIDI files (types 0 and 1; type 2 is read as type 1). Every track chunk — and in a
 * type-0 file every channel — with notes becomes an imported track; the tempo map and time
 * signatures come from all chunks. Lyric meta events (0x05) attach to the note that starts at
 * their tick (or the note sounding there); their bytes are UTF-8 when they are valid UTF-8,
 * else Shift-JIS (as Japanese tools write them). Notes sounding at once keep the highest.
 */
export function importMidi(bytes: Uint8Array): ImportResult {
  if (bytes.length > MAX_IMPORT_BYTES) throw new ImportError('IMPORT_TOO_LARGE');
  if (!startsWith(bytes, 'MThd')) throw new ImportError('IMPORT_CORRUPTED', 'no MThd header');
  checkChunks(bytes);
  const midi = guarded(() => parseMidi(bytes));
  const ppq = midi.header.ticksPerBeat;
  if (!ppq) throw new ImportError('IMPORT_UNSUPPORTED', 'SMPTE time division');
  return guarded(() => readMidi(midi, ppq));
}

/** Every chunk must fit in the file (the parser reads past a truncated end without complaint). */
function checkChunks(bytes: Uint8Array): void {
  let offset = 0;
  let tracks = 0;
  while (offset + 8 <= bytes.length) {
    const length =
      ((bytes[offset + 4]! << 24) | (bytes[offset + 5]! << 16) | (bytes[offset + 6]! << 8) | bytes[offset + 7]!) >>> 0;
    if (offset + 8 + length > bytes.length) throw new ImportError('IMPORT_CORRUPTED', 'truncated chunk');
    if (startsWith(bytes.subarray(offset), 'MTrk')) tracks += 1;
    offset += 8 + length;
  }
  if (tracks === 0) throw new ImportError('IMPORT_CORRUPTED', 'no track chunk');
}

type RawNote = { tick: number; end: number; pitch: number; velocity: number; lyric?: string };
type Lyric = { tick: number; bytes: number[] };

function latin1Bytes(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0) & 0xff);
}

function readMidi(midi: MidiData, ppq: number): ImportResult {
  const report = newReport();
  const tempos: TempoChange[] = [];
  const timeSignatures: TimeSignatureChange[] = [];
  type Channel = { notes: RawNote[]; lyrics: Lyric[] };
  const chunks: Array<{ name: number[]; channels: Map<number, Channel>; lyrics: Lyric[] }> = [];
  let pitchBends = 0;
  let controllers = 0;
  let keySignatures = 0;
  let key: SongKey | undefined;
  const velocities = new Set<number>();

  for (const events of midi.tracks) {
    let tick = 0;
    const chunk = { name: [] as number[], channels: new Map<number, Channel>(), lyrics: [] as Lyric[] };
    const open = new Map<string, RawNote[]>();
    const channel = (number: number) => {
      let found = chunk.channels.get(number);
      if (!found) {
        found = { notes: [], lyrics: [] };
        chunk.channels.set(number, found);
      }
      return found;
    };
    for (const event of events as MidiEvent[]) {
      tick += event.deltaTime;
      const at = scaleTicks(tick, ppq);
      switch (event.type) {
        case 'setTempo':
          tempos.push({ tick: at, bpm: 60_000_000 / event.microsecondsPerBeat });
          break;
        case 'timeSignature':
          timeSignatures.push({
            tick: at,
            numerator: event.numerator,
            denominator: event.denominator as TimeSignatureChange['denominator'],
          });
          break;
        case 'keySignature': {
          const found = fifthsToKey(event.key, event.scale === 1 ? 'minor' : 'major');
          if (!key) key = found;
          else if (found.tonic !== key.tonic || found.scale !== key.scale) keySignatures += 1;
          break;
        }
        case 'trackName':
          if (!chunk.name.length) chunk.name = latin1Bytes(event.text);
          break;
        case 'lyrics':
          chunk.lyrics.push({ tick: at, bytes: latin1Bytes(event.text) });
          break;
        case 'noteOn':
        case 'noteOff': {
          const key = `${event.channel}:${event.noteNumber}`;
          if (event.type === 'noteOn' && event.velocity > 0) {
            const note: RawNote = { tick: at, end: at, pitch: event.noteNumber, velocity: event.velocity };
            velocities.add(event.velocity);
            channel(event.channel).notes.push(note);
            open.set(key, [...(open.get(key) ?? []), note]);
          } else {
            const started = open.get(key);
            const note = started?.shift();
            if (note) note.end = at;
          }
          break;
        }
        case 'pitchBend':
          pitchBends += 1;
          break;
        case 'controller':
          controllers += 1;
          break;
        default:
          break;
      }
    }
    // Notes never switched off end with their track.
    for (const notes of open.values()) for (const note of notes) note.end = Math.max(note.end, scaleTicks(tick, ppq));
    chunks.push(chunk);
  }

  report.drop('pitch_bends', pitchBends);
  report.drop('parameters', controllers);
  report.drop('key_signatures', keySignatures);
  if (velocities.size > 1) report.drop('velocities', velocities.size);

  // One encoding for the whole file: UTF-8 when all its text is valid UTF-8, else Shift-JIS.
  const allText = chunks.flatMap((chunk) => [...chunk.name, ...chunk.lyrics.flatMap((lyric) => lyric.bytes)]);
  const encoding = decodeText(allText).encoding;
  if (encoding === 'shift_jis' && chunks.some((chunk) => chunk.lyrics.length)) report.warn('LYRICS_SHIFT_JIS');
  const decode = (data: number[]) => (encoding === 'latin1' ? String.fromCharCode(...data) : decodeText(data).text);

  // Lyrics in a chunk without notes (some tools write them on the conductor track) go to the
  // first chunk with notes and no lyrics of its own.
  const hasNotes = (chunk: (typeof chunks)[number]) =>
    [...chunk.channels.values()].some((channel) => channel.notes.length);
  const orphanLyrics = chunks.filter((chunk) => !hasNotes(chunk)).flatMap((chunk) => chunk.lyrics);
  const adopter = orphanLyrics.length ? chunks.find((chunk) => hasNotes(chunk) && !chunk.lyrics.length) : undefined;
  if (adopter) adopter.lyrics = orphanLyrics;

  const tracks: ImportedTrack[] = [];
  chunks.forEach((chunk, index) => {
    const channels = [...chunk.channels].filter(([, channel]) => channel.notes.length);
    const name = decode(chunk.name).trim();
    for (const [number, channel] of channels) {
      const notes = channel.notes.filter((note) => note.end > note.tick).sort((a, b) => a.tick - b.tick);
      attachLyrics(notes, chunk.lyrics, decode);
      tracks.push({
        name: channels.length > 1 ? `${name || `Track ${index + 1}`} (${number + 1})` : name || `Track ${index + 1}`,
        sourceIndex: index,
        notes: notes.map(
          (note): ImportedNote => ({
            tick: note.tick,
            duration: note.end - note.tick,
            pitch: note.pitch,
            lyric: note.lyric ?? '',
          }),
        ),
        curves: emptyCurves(),
      });
    }
  });
  const titleChunk = midi.header.format === 1 ? chunks[0] : undefined;
  const title = titleChunk && !titleChunk.channels.size ? decode(titleChunk.name).trim() : undefined;
  return finishImport('midi', { title, tempos, timeSignatures, tracks, key }, report);
}

/** A lyric goes to the note starting at its tick, else the note sounding there, else the next note without one. */
function attachLyrics(notes: RawNote[], lyrics: Lyric[], decode: (bytes: number[]) => string): void {
  let cursor = 0;
  for (const lyric of [...lyrics].sort((a, b) => a.tick - b.tick)) {
    const text = decode(lyric.bytes)
      .replace(/[\r\n]+/g, ' ')
      .trim();
    if (!text) continue;
    while (cursor < notes.length && notes[cursor]!.end <= lyric.tick) cursor += 1;
    let index = cursor;
    while (index < notes.length && notes[index]!.lyric !== undefined) index += 1;
    const note = notes[index];
    if (note) note.lyric = text;
  }
}

type OutEvent = { tick: number; order: number; bytes: number[] };

function varLength(value: number): number[] {
  const bytes = [value & 0x7f];
  let rest = value >>> 7;
  while (rest > 0) {
    bytes.unshift((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  return bytes;
}

function metaEvent(type: number, data: number[]): number[] {
  return [0xff, type, ...varLength(data.length), ...data];
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

/** A track chunk from events (sorted here by tick, then order), ending with End of Track. */
function trackChunk(events: OutEvent[]): number[] {
  events.sort((a, b) => a.tick - b.tick || a.order - b.order);
  const body: number[] = [];
  let last = 0;
  for (const event of events) {
    for (const byte of varLength(event.tick - last)) body.push(byte);
    for (const byte of event.bytes) body.push(byte);
    last = event.tick;
  }
  body.push(0x00, 0xff, 0x2f, 0x00);
  return [0x4d, 0x54, 0x72, 0x6b, ...u32(body.length), ...body];
}

/**
 * Type-1 MIDI at 480 ticks per quarter: a conductor track (title, tempos, time signatures), then
 * one track per project track (its name, and for each note a UTF-8 lyric event, note on and off).
 * Written here rather than with midi-file, whose writer is quadratic in the number of events.
 */
export function exportMidi(doc: ProjectDocument): ExportResult {
  const conductor: OutEvent[] = [
    { tick: 0, order: 0, bytes: metaEvent(0x03, encodeUtf8(doc.title)) },
    ...doc.timeSignatures.map((signature) => ({
      tick: signature.tick,
      order: 1,
      bytes: metaEvent(0x58, [signature.numerator, Math.log2(signature.denominator), 24, 8]),
    })),
    {
      tick: 0,
      order: 1,
      bytes: metaEvent(0x59, [keyToFifths(doc.key) & 0xff, doc.key.scale === 'minor' ? 1 : 0]),
    },
    ...doc.tempos.map((tempo) => {
      const micros = Math.round(60_000_000 / tempo.bpm);
      return {
        tick: tempo.tick,
        order: 2,
        bytes: metaEvent(0x51, [(micros >> 16) & 0xff, (micros >> 8) & 0xff, micros & 0xff]),
      };
    }),
  ];
  const chunks = [trackChunk(conductor)];
  doc.tracks.forEach((track, index) => {
    // Channels 1–16 in turn, skipping 10 (drums in General MIDI).
    const channel = index % 15 >= 9 ? (index % 15) + 1 : index % 15;
    const events: OutEvent[] = [{ tick: 0, order: 0, bytes: metaEvent(0x03, encodeUtf8(track.name)) }];
    for (const note of track.notes) {
      events.push({ tick: note.tick, order: 2, bytes: metaEvent(0x05, encodeUtf8(note.lyric)) });
      events.push({ tick: note.tick, order: 3, bytes: [0x90 | channel, note.pitch, 100] });
      events.push({ tick: noteEnd(note), order: 1, bytes: [0x80 | channel, note.pitch, 0] });
    }
    chunks.push(trackChunk(events));
  });
  const header = [
    0x4d,
    0x54,
    0x68,
    0x64,
    ...u32(6),
    0,
    1,
    0,
    chunks.length,
    (TICKS_PER_QUARTER >> 8) & 0xff,
    TICKS_PER_QUARTER & 0xff,
  ];
  const size = header.length + chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const bytes = new Uint8Array(size);
  bytes.set(header, 0);
  let offset = header.length;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  const hasParameters = doc.tracks.some(
    (track) =>
      track.curves.pitch.length ||
      track.curves.dynamics.length ||
      track.curves.breathiness.length ||
      track.notes.some((note) => note.vibrato || note.phonemes),
  );
  return { bytes, warnings: hasParameters ? [{ code: 'PARAMETERS_NOT_EXPORTED' }] : [] };
}
