import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { blankDocument } from '../blank-document';
import { History } from '../history';
import { openDocument } from '../migrations';
import { documentIds, sequentialIds } from '../notes';
import song from './fixtures/song.musicxml?raw';
import {
  detectFormat,
  exportFile,
  importFile,
  importIntoDocumentCommand,
  importToDocument,
  tryImportFile,
} from './index';
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
      const result = importFile('download.bin', bytes);
      expect(result.tracks.length).toBeGreaterThan(0);
      // Every import makes a document the store accepts.
      const doc = importToDocument(result, { title: 'Imported', characterId: 'theo', ids: sequentialIds() });
      expect(openDocument(JSON.parse(JSON.stringify(doc))).ok, format).toBe(true);
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
        if (!result.ok) {
          expect(result.error).toBeInstanceOf(ImportError);
          continue;
        }
        // What does import always makes a document the store accepts.
        const doc = importToDocument(result.result, { title: 'Fuzz', characterId: 'nime', ids: sequentialIds() });
        const opened = openDocument(JSON.parse(JSON.stringify(doc)));
        expect(opened.ok ? 'ok' : opened.message, name).toBe('ok');
      }
    }
  });
});

describe('hostile values', () => {
  it('brings whatever a file says into a valid document', () => {
    const weird = {
      time: {
        meter: [
          { index: 0, numerator: 0, denominator: 3 },
          { index: 1e9, numerator: 99, denominator: 4 },
        ],
        tempo: [
          { position: -5, bpm: -3 },
          { position: 0, bpm: 9999 },
          { position: 'x', bpm: null },
        ],
      },
      library: [],
      tracks: [
        {
          name: 'x'.repeat(500),
          mixer: { gainDecibel: 1e9, pan: -7, mute: 'yes', solo: 1 },
          mainGroup: {
            notes: [
              { onset: 0, duration: 705600000, lyrics: 'a\u0000b'.repeat(20), phonemes: 'p '.repeat(100), pitch: 500 },
              { onset: 0, duration: 705600000, lyrics: 'dup', pitch: 60, phonemes: 'p '.repeat(100) },
              { onset: -705600000, duration: 1, lyrics: 'early', pitch: 60 },
              { onset: 705600000, duration: 1e20, lyrics: 'long', pitch: 61 },
              { onset: 705600000 * 2, duration: 705600000, lyrics: 7, pitch: '62' },
            ],
            parameters: { pitchDelta: { points: [0, 1e9, -5, 3, 'a', 'b'] }, loudness: { points: [0, -1e9] } },
          },
          mainRef: { database: { language: 'klingon' } },
        },
      ],
    };
    const result = importFile('weird.svp', strToU8(JSON.stringify(weird)));
    const doc = importToDocument(result, { title: 'x', characterId: 'nime', ids: sequentialIds() });
    const opened = openDocument(JSON.parse(JSON.stringify(doc)));
    expect(opened.ok ? 'ok' : opened.message).toBe('ok');
    expect(result.summary.dropped.out_of_range_notes).toBeGreaterThan(0);
    expect(result.warnings.map((warning) => warning.code)).toEqual(
      expect.arrayContaining(['TEMPO_CLAMPED', 'TIME_SIGNATURE_CHANGED']),
    );
  });
});

describe('import into the open project', () => {
  it('adds the chosen tracks as one undoable step', () => {
    const doc = blankDocument({ title: 'Song', characterId: 'nime', trackName: 'Lead' });
    const history = new History(doc);
    const result = importFile('song.musicxml', strToU8(song));
    const ids = sequentialIds('i', documentIds(doc));
    history.execute(
      importIntoDocumentCommand(result, { characterId: 'nime', ids, trackIndexes: [0], replaceTempoMap: true }),
    );
    expect(history.document.tracks.map((track) => track.name)).toEqual(['Lead', 'Voice']);
    expect(history.document.tempos).toEqual(result.tempos);
    expect(history.document.key).toEqual({ tonic: 7, scale: 'major' });
    expect(openDocument(JSON.parse(JSON.stringify(history.document))).ok).toBe(true);
    history.undo();
    expect(history.document).toEqual(doc);
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
