/**
 * Builders for hand-made test files, following each format's published structure byte by byte
 * (the importers are tested against these, not against our own exporters).
 */

import { ImportError } from './types';

/** A MIDI variable-length quantity. */
export function varInt(value: number): number[] {
  const bytes = [value & 0x7f];
  let rest = value >> 7;
  while (rest > 0) {
    bytes.unshift((rest & 0x7f) | 0x80);
    rest >>= 7;
  }
  return bytes;
}

export function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

export function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** An SMF's header chunk: format, number of tracks, ticks per quarter. */
export function smfHeader(format: number, trackCount: number, ppq: number): number[] {
  return [...ascii('MThd'), ...u32(6), 0, format, 0, trackCount, (ppq >> 8) & 0xff, ppq & 0xff];
}

/** The start of a track chunk whose body is `length` bytes. */
export function trackChunkHeader(length: number): number[] {
  return [...ascii('MTrk'), ...u32(length)];
}

/** An SMF: header chunk (format, ppq) and track chunks of raw event bytes (delta times included). */
export function smf(format: number, ppq: number, tracks: number[][]): Uint8Array {
  const header = smfHeader(format, tracks.length, ppq);
  const chunks = tracks.flatMap((events) => {
    const body = [...events, 0x00, 0xff, 0x2f, 0x00];
    return [...trackChunkHeader(body.length), ...body];
  });
  return Uint8Array.from([...header, ...chunks]);
}

/** A meta event with a delta time. */
export function meta(delta: number, type: number, data: number[]): number[] {
  return [...varInt(delta), 0xff, type, ...varInt(data.length), ...data];
}

/** UTF-8 bytes of a string. */
export { encodeUtf8 as utf8 } from './common';

/** How an import ends: "ok", the ImportError's code, or "not an ImportError" (which no importer may throw). */
export function importOutcome(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error instanceof ImportError ? error.code : 'not an ImportError';
  }
}
