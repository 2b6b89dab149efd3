import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { blankDocument } from '../blank-document';
import song from './fixtures/song.musicxml?raw';
import { detectFormat, exportFile, importFile, tryImportFile } from './index';
import { ascii, meta, smf } from './test-helpers';
import { ImportError } from './types';

const midi = smf(1, 480, [[...meta(0, 0x05, ascii('la')), 0x00, 0x90, 60, 100, 0x83, 0x60, 0x80, 60, 0]]);
const ust = strToU8(
  '[#VERSION]\r\nUST Version1.2\r\n[#0000]\r\nLength=480\r\nLyric=a\r\nNoteNum=60\r\n[#TRACKEND]\r\n',
);
const ustx = strToU8(
  'ustx_version: 0.6\nvoice_parts:\n- track_no: 0\n  notes:\n  - {position: 0, duration: 480, tone: 60, lyric: a}\n',
);
const svp = strToU8(
  JSON.stringify({
    time: { meter: [], tempo: [] },
    library: [],
    tracks: [{ mainGroup: { notes: [{ onset: 0, duration: 705600000, lyrics: 'a', pitch: 60 }] }, mainRef: {} }],
  }),
);
const vpr = zipSync({
  'Project/sequence.json': strToU8(
    JSON.stringify({
      tracks: [{ type: 0, parts: [{ pos: 0, notes: [{ pos: 0, duration: 480, number: 60, lyric: 'a' }] }] }],
    }),
  ),
});
const mxl = zipSync({
  'META-INF/container.xml': strToU8('<container><rootfiles><rootfile full-path="a.xml"/></rootfiles></container>'),
  'a.xml': strToU8(song),
});

describe('format detection', () => {
  it('knows every format by its content, whatever the file is called', () => {
    const files = { midi, musicxml: strToU8(song), ust, ustx, svp, vpr, mxl };
    for (const [format, bytes] of Object.entries(files)) {
      expect(detectFormat('download.bin', bytes)).toBe(format === 'mxl' ? 'musicxml' : format);
      expect(importFile('download.bin', bytes).tracks.length).toBeGreaterThan(0);
    }
  });

  it('falls back to the extension and refuses what it cannot place', () => {
    expect(detectFormat('song.MID', strToU8('garbage'))).toBe('midi');
    expect(detectFormat('song.txt', strToU8('garbage'))).toBeUndefined();
    const codes = [
      ['notes.txt', strToU8('hello')],
      ['song.mid', strToU8('garbage')],
      ['song.svp', new Uint8Array()],
      ['song.xml', strToU8('<html></html>')],
    ] as const;
    expect(codes.map(([name, bytes]) => (tryImportFile(name, bytes) as { error: ImportError }).error.code)).toEqual([
      'IMPORT_UNKNOWN_FORMAT',
      'IMPORT_CORRUPTED',
      'IMPORT_EMPTY',
      'IMPORT_CORRUPTED',
    ]);
  });

  it('never throws anything but an ImportError, even on random bytes', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (const [name, base] of [
      ['a.mid', midi],
      ['a.musicxml', strToU8(song)],
      ['a.ust', ust],
      ['a.ustx', ustx],
      ['a.svp', svp],
      ['a.vpr', vpr],
    ] as const) {
      for (let round = 0; round < 30; round += 1) {
        const bytes = Uint8Array.from(base);
        for (let flips = 0; flips < 1 + (round % 8); flips += 1) bytes[random() % bytes.length] = random() % 256;
        const cut = round % 3 === 0 ? bytes.subarray(0, random() % bytes.length) : bytes;
        const result = tryImportFile(name, cut);
        if (!result.ok) expect(result.error).toBeInstanceOf(ImportError);
      }
    }
  });
});

describe('export', () => {
  it('writes every export format from a document', () => {
    const doc = blankDocument({ title: 'Song', characterId: 'nime', trackName: 'Lead' });
    doc.tracks[0]!.notes.push({ id: 'a', tick: 0, duration: 480, pitch: 60, lyric: 'ら' });
    for (const format of ['midi', 'musicxml', 'mxl', 'ust'] as const) {
      const { bytes } = exportFile(doc, format);
      const name = `song.${format === 'midi' ? 'mid' : format}`;
      expect(importFile(name, bytes).tracks[0]!.notes).toEqual([{ tick: 0, duration: 480, pitch: 60, lyric: 'ら' }]);
    }
  });
});
