import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { importMidi } from './midi-import';

/** A standard MIDI file written byte by byte, so the test controls every event. */
function varLen(value: number): number[] {
  const bytes = [value & 0x7f];
  let rest = value >> 7;
  while (rest > 0) {
    bytes.unshift((rest & 0x7f) | 0x80);
    rest >>= 7;
  }
  return bytes;
}
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const chunk = (name: string, body: number[]) => [
  ...[...name].map((c) => c.charCodeAt(0)),
  ...u32(body.length),
  ...body,
];
const meta = (delta: number, type: number, data: number[]) => [
  ...varLen(delta),
  0xff,
  type,
  ...varLen(data.length),
  ...data,
];
const utf8 = (text: string) => [...new TextEncoder().encode(text)];
const sjis = (text: string) => Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' });
const END = meta(0, 0x2f, []);

function midiFile(ppq: number, tracks: number[][]): Uint8Array {
  const header = chunk('MThd', [0, 1, 0, tracks.length, (ppq >> 8) & 0xff, ppq & 0xff]);
  return new Uint8Array([...header, ...tracks.flatMap((track) => chunk('MTrk', [...track, ...END]))]);
}

const options = { title: 'Imported', characterId: 'nime' as const };

describe('importMidi', () => {
  it('maps notes, tempo, time signature and lyrics of a format-1 file to the document, scaled to 480 ticks per quarter', () => {
    const microsecondsPerBeat = 60_000_000 / 90;
    const conductor = [
      ...meta(0, 0x51, [
        (microsecondsPerBeat >> 16) & 0xff,
        (microsecondsPerBeat >> 8) & 0xff,
        microsecondsPerBeat & 0xff,
      ]),
      ...meta(0, 0x58, [3, 2, 24, 8]),
    ];
    // Track: name, lyric + note C4 at 0 for a quarter (96 ticks), lyric (Shift-JIS) + note E4 at 96 for an eighth.
    const voice = [
      ...meta(0, 0x03, utf8('Melody')),
      ...meta(0, 0x05, utf8('こ')),
      0x00,
      0x90,
      60,
      100,
      0x60,
      0x80,
      60,
      0,
      ...meta(0, 0x05, sjis('ん')),
      // running status: note on E4
      0x00,
      0x90,
      64,
      90,
      0x30,
      64,
      0,
    ];
    const result = importMidi(midiFile(96, [conductor, voice]), options);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { document } = result;
    expect(document.title).toBe('Imported');
    expect(document.tempos).toEqual([{ tick: 0, bpm: 90 }]);
    expect(document.timeSignatures).toEqual([{ tick: 0, numerator: 3, denominator: 4 }]);
    expect(document.tracks).toHaveLength(1);
    const track = document.tracks[0]!;
    expect(track.name).toBe('Melody');
    expect(track.characterId).toBe('nime');
    expect(track.language).toBe('ja');
    expect(track.notes.map(({ tick, duration, pitch, lyric }) => ({ tick, duration, pitch, lyric }))).toEqual([
      { tick: 0, duration: 480, pitch: 60, lyric: 'こ' },
      { tick: 480, duration: 240, pitch: 64, lyric: 'ん' },
    ]);
  });

  it('keeps one singable line: the top note of a chord, and a note cut where the next one starts', () => {
    const voice = [
      0x00,
      0x90,
      60,
      100,
      0x00,
      0x90,
      67,
      100,
      0x00,
      0x90,
      64,
      100,
      0x60,
      0x90,
      62,
      100, // D4 starts while the chord still sounds
      0x30,
      0x80,
      60,
      0,
      0x00,
      0x80,
      67,
      0,
      0x00,
      0x80,
      64,
      0,
      0x30,
      0x80,
      62,
      0,
    ];
    const result = importMidi(midiFile(96, [voice]), { ...options, defaultLyric: 'ah' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const notes = result.document.tracks[0]!.notes;
    expect(notes.map(({ tick, duration, pitch, lyric }) => ({ tick, duration, pitch, lyric }))).toEqual([
      { tick: 0, duration: 480, pitch: 67, lyric: 'ah' },
      { tick: 480, duration: 480, pitch: 62, lyric: 'ah' },
    ]);
    // No tempo or signature in the file: the defaults start at tick 0.
    expect(result.document.tempos).toEqual([{ tick: 0, bpm: 120 }]);
    expect(result.document.timeSignatures).toEqual([{ tick: 0, numerator: 4, denominator: 4 }]);
  });

  it('refuses bytes that are no MIDI file and a file without notes', () => {
    expect(importMidi(new TextEncoder().encode('{"title":"not midi"}'), options)).toMatchObject({
      ok: false,
      reason: 'not_midi',
    });
    expect(importMidi(midiFile(480, [meta(0, 0x03, utf8('Empty'))]), options)).toMatchObject({
      ok: false,
      reason: 'no_notes',
    });
  });

  it('names unnamed tracks with the given namer and drops control characters from lyrics', () => {
    const voice = [...meta(0, 0x05, utf8('la\u0000')), 0x00, 0x90, 72, 100, 0x60, 0x80, 72, 0];
    const result = importMidi(midiFile(96, [voice]), { ...options, trackName: (n) => `Voice ${n}` });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.tracks[0]!.name).toBe('Voice 1');
    expect(result.document.tracks[0]!.notes[0]!.lyric).toBe('la');
  });
});
