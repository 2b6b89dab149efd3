import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../notes';
import { utf8 } from './test-helpers';
import { importToDocument } from './to-document';
import type { ImportError } from './types';
import { exportUst, importUst } from './ust';

const UST = [
  '[#VERSION]',
  'UST Version1.2',
  '[#SETTING]',
  'Tempo=140.00',
  'Tracks=1',
  'ProjectName=さくら',
  'VoiceDir=%VOICE%uta',
  'Mode2=True',
  '[#0000]',
  'Length=480',
  'Lyric=R',
  'NoteNum=60',
  '[#0001]',
  'Length=480',
  'Lyric=- さ',
  'NoteNum=69',
  'PBS=-40;0',
  'PBW=80',
  '[#0002]',
  'Length=240',
  'Lyric=a く',
  'NoteNum=71',
  'VBR=65,180,35,20,20,0,0',
  '[#0003]',
  'Length=720',
  'Lyric=ら',
  'NoteNum=72',
  'Tempo=120,00',
  'Flags=g-5',
  '[#TRACKEND]',
  '',
].join('\r\n');

const sjis = (text: string) =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' }));

describe('UST import', () => {
  it('reads a Shift-JIS UST: rests, VCV lyrics, per-note tempo, and counts what it drops', () => {
    const result = importUst(sjis(UST));
    expect(result.title).toBe('さくら');
    expect(result.tempos).toEqual([
      { tick: 0, bpm: 140 },
      { tick: 1200, bpm: 120 },
    ]);
    expect(result.tracks[0]!.language).toBe('ja');
    expect(result.tracks[0]!.notes).toEqual([
      { tick: 480, duration: 480, pitch: 69, lyric: 'さ' },
      { tick: 960, duration: 240, pitch: 71, lyric: 'く' },
      { tick: 1200, duration: 720, pitch: 72, lyric: 'ら' },
    ]);
    expect(result.summary.dropped).toEqual({ note_pitch_shapes: 1, vibrato: 1, effects: 1 });
    expect(result.warnings).toContainEqual({ code: 'TEXT_ENCODING', count: 1, encoding: 'shift_jis' });
  });

  it('reads the same file in UTF-8', () => {
    const result = importUst(Uint8Array.from(utf8(UST)));
    expect(result.tracks[0]!.notes.map((note) => note.lyric)).toEqual(['さ', 'く', 'ら']);
    expect(result.warnings).toEqual([]);
  });

  it('refuses text that is not a UST and a UST without notes', () => {
    const code = (bytes: Uint8Array) => {
      try {
        importUst(bytes);
        return 'ok';
      } catch (error) {
        return (error as ImportError).code;
      }
    };
    expect(code(Uint8Array.from(utf8('hello world')))).toBe('IMPORT_CORRUPTED');
    expect(code(Uint8Array.from(utf8('[#SETTING]\nTempo=120\n[#0000]\nLength=480\nLyric=R\n')))).toBe('IMPORT_EMPTY');
  });
});

describe('UST export', () => {
  it('round-trips notes, lyrics and tempo in Shift-JIS, with rests for gaps', () => {
    const doc = importToDocument(importUst(sjis(UST)), { title: 'x', characterId: 'nime', ids: sequentialIds() });
    const exported = exportUst(doc, doc.tracks[0]!);
    expect(exported.warnings).toEqual([]);
    const text = Encoding.codeToString(Encoding.convert(Array.from(exported.bytes), { to: 'UNICODE', from: 'SJIS' }));
    expect(text).toContain('Lyric=R\r\n');
    expect(text).toContain('Lyric=さ\r\n');
    const again = importUst(exported.bytes);
    expect(again.tempos).toEqual(doc.tempos);
    expect(again.tracks[0]!.notes).toEqual(doc.tracks[0]!.notes.map(({ id: _id, ...note }) => note));
  });

  it('warns about lyrics Shift-JIS cannot hold and writes UTF-8 when asked', () => {
    const doc = importToDocument(importUst(sjis(UST)), { title: 'x', characterId: 'nime', ids: sequentialIds() });
    doc.tracks[0]!.notes[0]!.lyric = '사';
    expect(exportUst(doc, doc.tracks[0]!).warnings).toEqual([{ code: 'LYRICS_NOT_ENCODABLE', count: 1 }]);
    const utf = exportUst(doc, doc.tracks[0]!, { encoding: 'utf-8' });
    expect(importUst(utf.bytes).tracks[0]!.notes[0]!.lyric).toBe('사');
  });
});
