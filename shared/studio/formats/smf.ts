import { Counter, IMPORT_LIMITS } from './budget';
import { ImportError } from './types';

/**
 * A tolerant reader of Standard MIDI File bytes, as the readers in the wild are: a track whose
 * length field is short is read on to its End of Track, a chunk cut off by the end of the file is
 * read as far as its events are whole, and bytes after the last track are ignored; each of these
 * sets `damaged`. Events are counted as they are read.
 */

export type SmfEvent =
  | { kind: 'noteOn'; tick: number; channel: number; pitch: number; velocity: number }
  | { kind: 'noteOff'; tick: number; channel: number; pitch: number }
  | { kind: 'meta'; tick: number; type: number; data: Uint8Array };

export type Smf = {
  format: number;
  /** Ticks per quarter; 0 for SMPTE time division. */
  ticksPerQuarter: number;
  tracks: SmfEvent[][];
  /** Controller and pitch-bend events (counted, not kept: the project has no place for them). */
  controllers: number;
  pitchBends: number;
  damaged: boolean;
};

type Counts = { events: Counter; notes: Counter; controllers: number; pitchBends: number };

const ascii = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);

const u32 = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset]! << 24) | (bytes[offset + 1]! << 16) | (bytes[offset + 2]! << 8) | bytes[offset + 3]!) >>> 0;

class EndOfData extends Error {}

export function readSmf(bytes: Uint8Array): Smf {
  if (bytes.length < 14 || ascii(bytes, 0) !== 'MThd') throw new ImportError('IMPORT_CORRUPTED', 'no MThd header');
  const headerLength = u32(bytes, 4);
  const format = (bytes[8]! << 8) | bytes[9]!;
  const division = (bytes[12]! << 8) | bytes[13]!;
  const ticksPerQuarter = division & 0x8000 ? 0 : division;
  const counts: Counts = {
    events: new Counter(IMPORT_LIMITS.maxMidiEvents, 'MIDI events'),
    notes: new Counter(IMPORT_LIMITS.maxSourceNotes, 'notes'),
    controllers: 0,
    pitchBends: 0,
  };
  const tracks: SmfEvent[][] = [];
  let damaged = false;
  let offset = 8 + Math.max(6, headerLength);
  while (offset + 8 <= bytes.length) {
    const id = ascii(bytes, offset);
    const declaredEnd = offset + 8 + u32(bytes, offset + 4);
    if (id === 'MTrk') {
      const { track, end, complete } = readTrack(bytes, offset + 8, declaredEnd, counts);
      tracks.push(track);
      if (!complete) damaged = true;
      // A short length field: the track ran on past it, and the next chunk starts after its end.
      if (end > declaredEnd && end + 4 <= bytes.length && ascii(bytes, end) === 'MTrk') {
        damaged = true;
        offset = end;
      } else offset = declaredEnd;
      continue;
    }
    if (!/^[A-Za-z0-9 ]{4}$/.test(id)) break;
    offset = declaredEnd;
  }
  if (offset < bytes.length && bytes.subarray(offset).some((byte) => byte !== 0)) damaged = true;
  if (!tracks.length) throw new ImportError('IMPORT_CORRUPTED', 'no track chunk');
  const { controllers, pitchBends } = counts;
  return { format, ticksPerQuarter, tracks, controllers, pitchBends, damaged };
}

/**
 * The events of one track chunk from `start`, until End of Track (even past `declaredEnd`, for a
 * short length field) or the first event that is not whole.
 */
function readTrack(
  bytes: Uint8Array,
  start: number,
  declaredEnd: number,
  counts: Counts,
): { track: SmfEvent[]; end: number; complete: boolean } {
  const track: SmfEvent[] = [];
  const limit = bytes.length;
  let position = start;
  let tick = 0;
  let status = 0;
  const byte = () => {
    if (position >= limit) throw new EndOfData();
    return bytes[position++]!;
  };
  const varLength = () => {
    let value = 0;
    for (let index = 0; index < 4; index += 1) {
      const next = byte();
      value = value * 128 + (next & 0x7f);
      if (!(next & 0x80)) return value;
    }
    throw new EndOfData();
  };
  try {
    while (position < limit) {
      // Past the declared end, only a track that has not yet ended goes on (a short length field).
      if (position >= declaredEnd && position + 4 <= limit && ascii(bytes, position) === 'MTrk') break;
      tick += varLength();
      let first = byte();
      if (first < 0x80) {
        if (!status) throw new EndOfData();
        position -= 1;
        first = status;
      }
      counts.events.add();
      if (first === 0xff) {
        const type = byte();
        const length = varLength();
        if (position + length > limit) throw new EndOfData();
        if (type === 0x2f) return { track, end: position + length, complete: true };
        track.push({ kind: 'meta', tick, type, data: bytes.subarray(position, position + length) });
        position += length;
        continue;
      }
      if (first === 0xf0 || first === 0xf7) {
        position += varLength();
        if (position > limit) throw new EndOfData();
        continue;
      }
      if (first >= 0xf0) throw new EndOfData();
      status = first;
      const channel = first & 0x0f;
      const kind = first & 0xf0;
      const data1 = byte();
      const data2 = kind === 0xc0 || kind === 0xd0 ? 0 : byte();
      if (kind === 0x90 && data2 > 0) {
        counts.notes.add();
        track.push({ kind: 'noteOn', tick, channel, pitch: data1, velocity: data2 });
      } else if (kind === 0x80 || kind === 0x90) track.push({ kind: 'noteOff', tick, channel, pitch: data1 });
      else if (kind === 0xb0) counts.controllers += 1;
      else if (kind === 0xe0) counts.pitchBends += 1;
    }
  } catch (error) {
    if (!(error instanceof EndOfData)) throw error;
    return { track, end: position, complete: false };
  }
  return { track, end: position, complete: position === declaredEnd };
}
