import Encoding from 'encoding-japanese';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importUst } from './ust';
import { importUstx } from './ustx';

const hex = (text: string) => text.match(/../g)!.map((pair) => Number.parseInt(pair, 16));
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const sjis = (text: string) => Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' });

/** A UST whose lyrics are given as bytes (any encoding), one quarter note each from C4 up. */
function ust(lyrics: number[][]): Uint8Array {
  const bytes = ascii('[#VERSION]\r\nUST Version1.2\r\n[#SETTING]\r\nTempo=120\r\n');
  lyrics.forEach((lyric, index) => {
    bytes.push(...ascii(`[#${String(index).padStart(4, '0')}]\r\nLength=480\r\nLyric=`), ...lyric);
    bytes.push(...ascii(`\r\nNoteNum=${60 + index}\r\n`));
  });
  bytes.push(...ascii('[#TRACKEND]\r\n'));
  return Uint8Array.from(bytes);
}

const lyricsOf = (bytes: Uint8Array) => importUst(bytes).tracks[0]!.notes.map((note) => note.lyric);

describe('UTAU files in other encodings', () => {
  it('reads GB18030, Big5 and EUC-KR lyrics and names the encoding in a warning', () => {
    const cases = [
      [
        'gb18030',
        ['ced2c3c7', 'd2bbc6f0', 'b3aab8e8', 'bdf1ccec', 'ccecc6f8', 'badcbac3'],
        ['我们', '一起', '唱歌', '今天', '天气', '很好'],
      ],
      [
        'big5',
        ['a7daadcc', 'a440b05f', 'b0dbba71', 'a4b5a4d1', 'a4d1aef0', 'abdca66e'],
        ['我們', '一起', '唱歌', '今天', '天氣', '很好'],
      ],
      [
        'euc-kr',
        ['bbe7b6fb', 'c7d8bfe4', 'bfecb8ae', 'c7d4b2b2', 'b3ebb7a1', 'bad2b7afbfe4'],
        ['사랑', '해요', '우리', '함께', '노래', '불러요'],
      ],
    ] as const;
    for (const [encoding, bytes, text] of cases) {
      const result = importUst(ust(bytes.map(hex)));
      expect(result.tracks[0]!.notes.map((note) => note.lyric)).toEqual(text);
      expect(result.warnings.some((warning) => warning.encoding === encoding)).toBe(true);
    }
  });

  it('follows a Charset line', () => {
    const bytes = ust([hex('c7d8bfe4')]);
    const declared = Uint8Array.from([...ascii('[#VERSION]\r\nCharset=EUC-KR\r\n'), ...bytes]);
    expect(importUst(declared).warnings).toContainEqual({ code: 'TEXT_ENCODING', count: 1, encoding: 'euc-kr' });
  });
});

describe('UTAU notation in lyrics', () => {
  it('removes VCV prefixes and pitch suffixes and does not sing breaths and "a R" rests', () => {
    const result = importUst(
      ust([sjis('- さ'), sjis('a く'), sjis('ど_B3'), sjis('らD4'), sjis('a R'), sjis('息'), ascii('br')]),
    );
    expect(result.tracks[0]!.notes.map((note) => note.lyric)).toEqual(['さ', 'く', 'ど', 'ら']);
    expect(result.summary.changed).toEqual({ lyric_affixes: 4 });
    expect(result.summary.dropped).toEqual({ breath_notes: 3 });
  });

  it('leaves ordinary lyrics alone', () => {
    expect(lyricsOf(ust([ascii('love'), ascii('A'), sjis('ら'), ascii('B4')]))).toEqual(['love', 'A', 'ら', 'B4']);
  });
});

describe('OpenUtau phonetic hints', () => {
  const project = (lyrics: string[]) =>
    strToU8(
      `ustx_version: "0.6"\nresolution: 480\ntracks:\n- track_name: Lead\n  phonemizer: OpenUtau.Plugin.Builtin.ArpasingPhonemizer\nvoice_parts:\n- track_no: 0\n  position: 0\n  notes:\n${lyrics
        .map((lyric, index) => `  - position: ${index * 480}\n    duration: 480\n    tone: 60\n    lyric: '${lyric}'\n`)
        .join('')}`,
    );

  it('turns a hint of phonemes we sing into the note’s phonemes, and removes others', () => {
    const result = importUstx(
      project(['latest[l ey t ah s t]', 'read[r iy d]', 'latest[l eI t E s]', 'odd[q !! zz]', 'plain', '+~']),
    );
    expect(result.tracks[0]!.notes.map((note) => [note.lyric, note.phonemes])).toEqual([
      ['latest', 'l ey t ah s t'],
      ['read', 'r iy d'],
      // X-SAMPA, as OpenUtau's phonemizers write hints, in our inventory.
      ['latest', 'l e ɪ t ɛ s'],
      ['odd', undefined],
      ['plain', undefined],
      ['+', undefined],
    ]);
    expect(result.summary.changed).toEqual({ phonetic_hints: 3, lyric_affixes: 1 });
  });

  it('does not sing breath notes', () => {
    const result = importUstx(project(['la', 'br', 'li']));
    expect(result.tracks[0]!.notes.map((note) => note.lyric)).toEqual(['la', 'li']);
    expect(result.summary.dropped.breath_notes).toBe(1);
  });
});
