import type { ProjectDocument, SongKey, TempoChange, TimeSignatureChange } from '../document';
import { TICKS_PER_QUARTER } from '../limits';
import { noteEnd } from '../notes';
import { fifthsToKey, keyToFifths } from '../time';
import { checkFileSize } from './budget';
import { emptyCurves, encodeUtf8, finishImport, guarded, newReport, scaleTicks } from './common';
import { parametersNotExported } from './export-warnings';
import { readSmf, type Smf } from './smf';
import { decodeText, textDecoder } from './text-encoding';
import {
  type ExportResult,
  ImportError,
  type ImportedNote,
  type ImportedTrack,
  type ImportReport,
  type ImportResult,
} from './types';

/**
 * Standard MIDI files (types 0 and 1; type 2 is read as type 1), karaoke .kar included. Every
 * track chunk — and in a type-0 file every channel — with notes becomes an imported track; the
 * tempo map and time signatures come from all chunks. Lyric events (0x05), or in a karaoke file
 * without them its text events (0x01, "@" header lines skipped, "\" and "/" line marks removed),
 * go to the one channel whose notes start where they do, each to the note starting at its tick (or
 * sounding there). Text is decoded per track (UTF-8, Shift-JIS, EUC-KR, Big5, GB18030…). Notes
 * sounding at once keep the highest (the melody).
 */
export function importMidi(bytes: Uint8Array): ImportResult {
  checkFileSize(bytes);
  const smf = readSmf(bytes);
  if (!smf.ticksPerQuarter) throw new ImportError('IMPORT_UNSUPPORTED', 'SMPTE time division');
  try {
    return guarded(() => readMidi(smf));
  } catch (error) {
    // Nothing readable in a damaged file is a damaged file, not an empty song.
    if (smf.damaged && error instanceof ImportError && error.code === 'IMPORT_EMPTY') {
      throw new ImportError('IMPORT_CORRUPTED', 'no readable notes');
    }
    throw error;
  }
}

type RawNote = { tick: number; end: number; pitch: number; lyric?: string };
type TextEvent = { tick: number; bytes: Uint8Array };
type Chunk = { name?: Uint8Array; channels: Map<number, RawNote[]>; lyrics: TextEvent[]; texts: TextEvent[] };

function readMidi({ tracks, ticksPerQuarter: ppq, damaged, controllers, pitchBends }: Smf): ImportResult {
  const report = newReport();
  if (damaged) report.warn('FILE_TRUNCATED');
  const tempos: TempoChange[] = [];
  const timeSignatures: TimeSignatureChange[] = [];
  let keySignatures = 0;
  let key: SongKey | undefined;
  const velocities = new Set<number>();

  const chunks: Chunk[] = tracks.map((events) => {
    const chunk: Chunk = { channels: new Map(), lyrics: [], texts: [] };
    const open = new Map<number, RawNote[]>();
    let last = 0;
    for (const event of events) {
      const at = scaleTicks(event.tick, ppq);
      last = at;
      if (event.kind === 'meta') {
        readMeta(event.type, event.data, at);
        continue;
      }
      if (event.kind === 'noteOn') {
        const note: RawNote = { tick: at, end: at, pitch: event.pitch };
        velocities.add(event.velocity);
        const notes = chunk.channels.get(event.channel) ?? [];
        chunk.channels.set(event.channel, notes);
        notes.push(note);
        const key = event.channel * 128 + event.pitch;
        open.set(key, [...(open.get(key) ?? []), note]);
      } else if (event.kind === 'noteOff') {
        const note = open.get(event.channel * 128 + event.pitch)?.shift();
        if (note) note.end = at;
      }
    }
    // Notes never switched off end with their track.
    for (const notes of open.values()) for (const note of notes) note.end = Math.max(note.end, last);
    return chunk;

    function readMeta(type: number, data: Uint8Array, at: number) {
      if (type === 0x51 && data.length >= 3) {
        const micros = (data[0]! << 16) | (data[1]! << 8) | data[2]!;
        if (micros > 0) tempos.push({ tick: at, bpm: 60_000_000 / micros });
      } else if (type === 0x58 && data.length >= 2) {
        timeSignatures.push({
          tick: at,
          numerator: data[0]!,
          denominator: (2 ** data[1]!) as TimeSignatureChange['denominator'],
        });
      } else if (type === 0x59 && data.length >= 2) {
        const found = fifthsToKey((data[0]! << 24) >> 24, data[1] === 1 ? 'minor' : 'major');
        if (!key) key = found;
        else if (found.tonic !== key.tonic || found.scale !== key.scale) keySignatures += 1;
      } else if (type === 0x03) chunk.name ??= data;
      else if (type === 0x05) chunk.lyrics.push({ tick: at, bytes: data });
      else if (type === 0x01) chunk.texts.push({ tick: at, bytes: data });
    }
  });

  report.drop('pitch_bends', pitchBends);
  report.drop('parameters', controllers);
  report.drop('key_signatures', keySignatures);
  if (velocities.size > 1) report.drop('velocities', velocities.size);

  const karaoke = !chunks.some((chunk) => chunk.lyrics.length) && isKaraoke(chunks);
  const lyricSets = chunks
    .map((chunk, index) => ({ index, events: karaoke ? karaokeSyllables(chunk.texts) : chunk.lyrics }))
    .filter((set) => set.events.length);
  const targets = assignLyrics(chunks, lyricSets);

  const imported: ImportedTrack[] = [];
  chunks.forEach((chunk, index) => {
    const channels = [...chunk.channels].filter(([, notes]) => notes.length);
    const name = chunk.name ? decodeText(chunk.name).text.trim() : '';
    for (const [channel, raw] of channels) {
      const notes = raw.filter((note) => note.end > note.tick).sort((a, b) => a.tick - b.tick);
      const set = targets.get(`${index}:${channel}`);
      if (set) {
        const lyrics = decodeLyrics(set.events, report);
        attachLyrics(notes, lyrics);
        if (karaoke) report.change('karaoke_lyrics', lyrics.length);
      }
      imported.push({
        name: channels.length > 1 ? `${name || `Track ${index + 1}`} (${channel + 1})` : name || `Track ${index + 1}`,
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
  const titleChunk = chunks.length > 1 ? chunks[0] : undefined;
  const title = titleChunk?.name && !titleChunk.channels.size ? decodeText(titleChunk.name).text.trim() : undefined;
  return finishImport('midi', { title, tempos, timeSignatures, tracks: imported, key }, report);
}

/** A karaoke file: "@KMIDI" or other "@" header text events, or text events that start on notes. */
function isKaraoke(chunks: Chunk[]): boolean {
  const texts = chunks.flatMap((chunk) => chunk.texts);
  if (texts.some((event) => event.bytes[0] === 0x40 && event.bytes[1] === 0x4b)) return true;
  const starts = new Set(chunks.flatMap((chunk) => [...chunk.channels.values()].flat().map((note) => note.tick)));
  const syllables = chunks.flatMap((chunk) => karaokeSyllables(chunk.texts));
  return syllables.length >= 8 && syllables.filter((event) => starts.has(event.tick)).length >= syllables.length / 2;
}

/** Karaoke text events as syllables: "@" header lines skipped, "\" (new page) and "/" (new line) removed. */
function karaokeSyllables(texts: TextEvent[]): TextEvent[] {
  return texts
    .filter((event) => event.bytes[0] !== 0x40)
    .map((event) => {
      let start = 0;
      while (event.bytes[start] === 0x5c || event.bytes[start] === 0x2f) start += 1;
      return { tick: event.tick, bytes: event.bytes.subarray(start) };
    })
    .filter((event) => event.bytes.length);
}

/**
 * Which channel sings each chunk's lyrics: the channel whose note starts meet the most lyric
 * ticks, within the chunk when it has notes, else (lyrics on a conductor or words track) among the
 * channels of chunks without lyrics of their own.
 */
function assignLyrics(
  chunks: Chunk[],
  sets: Array<{ index: number; events: TextEvent[] }>,
): Map<string, { events: TextEvent[] }> {
  const targets = new Map<string, { events: TextEvent[] }>();
  const withLyrics = new Set(sets.map((set) => set.index));
  for (const set of sets) {
    const own = chunks[set.index]!.channels.size > 0;
    const candidates = chunks.flatMap((chunk, index) =>
      (own ? index === set.index : !withLyrics.has(index))
        ? [...chunk.channels].map(([channel, notes]) => ({ key: `${index}:${channel}`, notes }))
        : [],
    );
    const ticks = new Set(set.events.map((event) => event.tick));
    let best: { key: string; score: number } | undefined;
    for (const candidate of candidates) {
      if (targets.has(candidate.key)) continue;
      const score = candidate.notes.filter((note) => ticks.has(note.tick)).length;
      if (!best || score > best.score) best = { key: candidate.key, score };
    }
    if (best) targets.set(best.key, { events: set.events });
  }
  return targets;
}

/** A track's lyric events as text, in the one encoding that reads them all best. */
function decodeLyrics(events: TextEvent[], report: ImportReport): Array<{ tick: number; text: string }> {
  const joined = new Uint8Array(events.reduce((sum, event) => sum + event.bytes.length + 1, 0));
  let offset = 0;
  for (const event of events) {
    joined.set(event.bytes, offset);
    offset += event.bytes.length + 1;
    joined[offset - 1] = 0x0a;
  }
  const decoded = decodeText(joined);
  report.encoding(decoded);
  const decoder = textDecoder(decoded.encoding)!;
  return events.map((event) => ({ tick: event.tick, text: decoder.decode(event.bytes) }));
}

/** A lyric goes to the note starting at its tick, else the note sounding there, else the next note without one. */
function attachLyrics(notes: RawNote[], lyrics: Array<{ tick: number; text: string }>): void {
  let cursor = 0;
  for (const lyric of [...lyrics].sort((a, b) => a.tick - b.tick)) {
    const text = lyric.text.replace(/[\r\n]+/g, ' ').trim();
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
  return { bytes, warnings: parametersNotExported(doc) };
}
