import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { openDocument } from '../migrations';
import { sequentialIds } from '../notes';
import { exportMidi, importMidi } from './midi';
import { ascii, meta, smf, utf8, varInt } from './test-helpers';
import { importIntoDocumentCommand, importToDocument } from './to-document';
import { ImportError } from './types';

const sjis = (text: string) => Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' });

function noteOn(delta: number, channel: number, pitch: number, velocity = 100): number[] {
  return [...varInt(delta), 0x90 | channel, pitch, velocity];
}
function noteOff(delta: number, channel: number, pitch: number): number[] {
  return [...varInt(delta), 0x80 | channel, pitch, 0x40];
}

/** Type 1 at 96 ppq: conductor with 100 BPM, 3/4 and a change to 150 BPM at bar 2; one sung track. */
function typeOne(lyric: (text: string) => number[]): Uint8Array {
  const conductor = [
    ...meta(0, 0x03, ascii('Song')),
    ...meta(0, 0x58, [3, 2, 24, 8]),
    ...meta(0, 0x51, [0x09, 0x27, 0xc0]), // 600000 µs = 100 BPM
    ...meta(288, 0x51, [0x06, 0x1a, 0x80]), // 400000 µs = 150 BPM at tick 288 (bar 2)
  ];
  const voice = [
    ...meta(0, 0x03, lyric('メロディ')),
    ...meta(0, 0x05, lyric('きゃ')),
    ...noteOn(0, 0, 60),
    ...noteOff(96, 0, 60),
    ...meta(0, 0x05, lyric('っ')),
    ...noteOn(0, 0, 62),
    // Running status: note on with velocity 0 is a note off.
    ...varInt(48),
    62,
    0,
    ...meta(48, 0x05, lyric('ぷ')),
    ...noteOn(0, 0, 64, 80),
    ...noteOff(192, 0, 64),
  ];
  return smf(1, 96, [conductor, voice]);
}

describe('MIDI import', () => {
  it('reads a type-1 file with a tempo map, time signature and UTF-8 lyrics', () => {
    const result = importMidi(typeOne(utf8));
    expect(result.title).toBe('Song');
    expect(result.tempos).toEqual([
      { tick: 0, bpm: 100 },
      { tick: 1440, bpm: 150 },
    ]);
    expect(result.timeSignatures).toEqual([{ tick: 0, numerator: 3, denominator: 4 }]);
    expect(result.tracks).toHaveLength(1);
    expect(result.tracks[0]).toMatchObject({ name: 'メロディ', language: 'ja', sourceIndex: 1 });
    expect(result.tracks[0]!.notes).toEqual([
      { tick: 0, duration: 480, pitch: 60, lyric: 'きゃ' },
      { tick: 480, duration: 240, pitch: 62, lyric: 'っ' },
      { tick: 960, duration: 960, pitch: 64, lyric: 'ぷ' },
    ]);
    expect(result.summary).toMatchObject({ format: 'midi', trackCount: 1, noteCount: 3, dropped: { velocities: 2 } });
    expect(result.warnings).toEqual([]);
  });

  it('detects Shift-JIS lyrics and says so', () => {
    const result = importMidi(typeOne(sjis));
    expect(result.tracks[0]!.notes.map((note) => note.lyric)).toEqual(['きゃ', 'っ', 'ぷ']);
    expect(result.tracks[0]!.name).toBe('メロディ');
    expect(result.warnings).toContainEqual({ code: 'TEXT_ENCODING', count: 1, encoding: 'shift_jis' });
  });

  it('splits a type-0 file by channel and keeps the top note of a chord', () => {
    const file = smf(0, 480, [
      [
        ...meta(0, 0x51, [0x07, 0xa1, 0x20]), // 120 BPM
        ...noteOn(0, 0, 60),
        ...noteOn(0, 0, 67),
        ...noteOn(0, 1, 48),
        ...noteOff(480, 0, 60),
        ...noteOff(0, 0, 67),
        ...noteOff(0, 1, 48),
        ...[0x00, 0xe0, 0x00, 0x50], // a pitch bend
      ],
    ]);
    const result = importMidi(file);
    expect(result.tracks.map((track) => [track.name, track.notes.map((note) => note.pitch)])).toEqual([
      ['Track 1 (1)', [67]],
      ['Track 1 (2)', [48]],
    ]);
    expect(result.summary.dropped).toMatchObject({ chords: 1, pitch_bends: 1 });
    expect(result.tempos).toEqual([{ tick: 0, bpm: 120 }]);
  });

  it('gives lyrics written on the conductor track to the notes', () => {
    const file = smf(1, 480, [
      [...meta(0, 0x05, utf8('사')), ...meta(480, 0x05, utf8('랑'))],
      [...noteOn(0, 0, 60), ...noteOff(480, 0, 60), ...noteOn(0, 0, 62), ...noteOff(480, 0, 62)],
    ]);
    expect(importMidi(file).tracks[0]!.notes.map((note) => note.lyric)).toEqual(['사', '랑']);
  });

  it('refuses corrupted, empty and SMPTE files with typed errors', () => {
    const code = (bytes: Uint8Array) => {
      try {
        importMidi(bytes);
        return 'ok';
      } catch (error) {
        expect(error).toBeInstanceOf(ImportError);
        return (error as ImportError).code;
      }
    };
    expect(code(Uint8Array.from(ascii('RIFF....')))).toBe('IMPORT_CORRUPTED');
    expect(code(typeOne(utf8).slice(0, 40))).toBe('IMPORT_CORRUPTED');
    expect(code(smf(1, 480, [meta(0, 0x03, ascii('nothing'))]))).toBe('IMPORT_EMPTY');
    const smpte = typeOne(utf8);
    smpte[12] = 0xe7;
    smpte[13] = 40;
    expect(code(smpte)).toBe('IMPORT_UNSUPPORTED');
  });
});

describe('MIDI export', () => {
  it('round-trips notes, lyrics, tempos and time signatures', () => {
    const first = importMidi(typeOne(sjis));
    const doc = importToDocument(first, { title: 'Imported', characterId: 'nime', ids: sequentialIds('n') });
    expect(openDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
    doc.tracks[0]!.notes[1]!.lyric = '사랑';
    doc.tempos.push({ tick: 2400, bpm: 87.5 });
    doc.key = { tonic: 3, scale: 'minor' };
    const exported = exportMidi(doc);
    const again = importMidi(exported.bytes);
    expect(again.tempos).toEqual([...doc.tempos.slice(0, 2), { tick: 2400, bpm: expect.closeTo(87.5, 2) }]);
    expect(again.timeSignatures).toEqual(doc.timeSignatures);
    expect(again.key).toEqual({ tonic: 3, scale: 'minor' });
    expect(again.title).toBe('Song');
    expect(again.tracks[0]!.name).toBe('メロディ');
    expect(again.tracks[0]!.notes).toEqual(doc.tracks[0]!.notes.map(({ id: _id, ...note }) => note));
  });

  it('turns an import into commands for the open project', () => {
    const result = importMidi(typeOne(utf8));
    const command = importIntoDocumentCommand(result, { characterId: 'lica', ids: sequentialIds('x') });
    expect(command).toMatchObject({ type: 'batch', commands: [{ type: 'addTrack', track: { characterId: 'lica' } }] });
  });
});
