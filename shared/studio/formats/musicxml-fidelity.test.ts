import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { mxlOf } from './hostile-files';
import { importMusicXml } from './musicxml';

/** A one-part score (divisions 2: an eighth is 1) from the measures' inner XML. */
function score(
  measures: string[],
  attributes = '<divisions>2</divisions><time><beats>4</beats><beat-type>4</beat-type></time>',
) {
  const body = measures
    .map(
      (inner, index) =>
        `<measure number="${index + 1}"${inner.startsWith('!') ? ' implicit="yes"' : ''}>${index === 0 ? `<attributes>${attributes}</attributes>` : ''}${inner.replace(/^!/, '')}</measure>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Voice</part-name></score-part></part-list><part id="P1">${body}</part></score-partwise>`;
}

function note(step: string, duration: number, extra = '', octave = 4) {
  return `<note><pitch><step>${step}</step><octave>${octave}</octave></pitch><duration>${duration}</duration><voice>1</voice>${extra}</note>`;
}
const lyric = (text: string, syllabic = 'single', number = '1') =>
  `<lyric number="${number}"><syllabic>${syllabic}</syllabic><text>${text}</text></lyric>`;
const slur = (type: string) => `<notations><slur type="${type}" number="1"/></notations>`;
const lyricsOf = (xml: string) => importMusicXml(strToU8(xml)).tracks[0]!.notes.map((n) => n.lyric);

describe('MusicXML as notation programs mean it', () => {
  it('holds the syllable over notes under a slur and inside a hyphenated word', () => {
    // "Knos - pen": "Knos" slurred over two notes, then a hyphenated word continued on a lyricless note.
    const xml = score([
      note('C', 2, `${slur('start')}${lyric('Knos', 'begin')}`) +
        note('D', 2, slur('stop')) +
        note('E', 2) +
        note('F', 2, lyric('pen', 'end')),
    ]);
    expect(lyricsOf(xml)).toEqual(['Knos', '+', '+', 'pen']);
    expect(importMusicXml(strToU8(xml)).summary.changed).toEqual({ melismas: 2 });
  });

  it('gives a note after a rest or a finished word no hold', () => {
    const xml = score([
      note('C', 2, lyric('la')) +
        note('D', 2) +
        '<note><rest/><duration>2</duration><voice>1</voice></note>' +
        note('E', 2),
    ]);
    expect(lyricsOf(xml)).toEqual(['la', '', '']);
  });

  it('sings one verse (the first) and counts the others', () => {
    const xml = score([
      note('C', 4, lyric('one') + lyric('two', 'single', '2')) + note('D', 4, lyric('three', 'single', '2')),
    ]);
    const result = importMusicXml(strToU8(xml));
    expect(result.tracks[0]!.notes.map((n) => n.lyric)).toEqual(['one', '']);
    expect(result.summary.dropped.other_verses).toBe(2);
    // Without a verse 1 the lowest numbered verse is sung.
    expect(lyricsOf(score([note('C', 4, lyric('deux', 'single', '2') + lyric('trois', 'single', '3'))]))).toEqual([
      'deux',
    ]);
  });

  it('keeps the top note of a chord as the melody, with the chord’s syllable', () => {
    const xml = score([note('C', 4, lyric('do')) + note('G', 4, '<chord/>') + note('E', 4, '<chord/>')]);
    const result = importMusicXml(strToU8(xml));
    expect(result.tracks[0]!.notes).toEqual([{ tick: 0, duration: 960, pitch: 67, lyric: 'do' }]);
    expect(result.summary.dropped.chords).toBe(2);
  });

  it('merges tied notes, including tied chords', () => {
    const xml = score([
      note('C', 4, `<tie type="start"/>${lyric('long')}`) +
        note('G', 4, '<chord/><tie type="start"/>') +
        note('C', 4, '<tie type="stop"/>') +
        note('G', 4, '<chord/><tie type="stop"/>'),
    ]);
    expect(importMusicXml(strToU8(xml)).tracks[0]!.notes).toEqual([
      { tick: 0, duration: 1920, pitch: 67, lyric: 'long' },
    ]);
  });

  it('reads triplets exactly and skips grace notes without losing time', () => {
    const triplet =
      '<time-modification><actual-notes>3</actual-notes><normal-notes>2</normal-notes></time-modification>';
    const xml = score(
      [
        `<note><grace/><pitch><step>B</step><octave>3</octave></pitch><voice>1</voice></note>${note('C', 2, triplet + lyric('a'))}${note('D', 2, triplet + lyric('b'))}${note('E', 2, triplet + lyric('c'))}${note('F', 6, lyric('d'))}`,
      ],
      '<divisions>3</divisions><time><beats>4</beats><beat-type>4</beat-type></time>',
    );
    const result = importMusicXml(strToU8(xml));
    expect(result.tracks[0]!.notes.map((n) => [n.tick, n.duration])).toEqual([
      [0, 320],
      [320, 320],
      [640, 320],
      [960, 960],
    ]);
    expect(result.summary.dropped.grace_notes).toBe(1);
  });

  it('sings a syllable written under a grace note on the note it leads to', () => {
    const grace = `<note><grace/><pitch><step>B</step><octave>3</octave></pitch><voice>1</voice>${lyric('Ah')}</note>`;
    expect(lyricsOf(score([grace + note('C', 4) + note('D', 4, lyric('men'))]))).toEqual(['Ah', 'men']);
  });

  it('fills a pickup bar with a rest in front so bar lines stay where the score has them', () => {
    const xml = score([`!${note('G', 2, lyric('a'))}`, note('C', 8, lyric('men'))]);
    const result = importMusicXml(strToU8(xml));
    expect(result.tracks[0]!.notes.map((n) => [n.tick, n.duration, n.lyric])).toEqual([
      [1440, 480, 'a'],
      [1920, 1920, 'men'],
    ]);
    expect(result.warnings).toContainEqual({ code: 'PICKUP_PADDED', count: 1 });
  });

  it('reads UTF-16 scores, with and without a byte-order mark, plain and inside an .mxl', () => {
    const xml = score([note('C', 4, lyric('さくら'))]).replace('UTF-8', 'UTF-16');
    const encode = (littleEndian: boolean, bom: boolean) => {
      const units: number[] = bom ? (littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
      for (let index = 0; index < xml.length; index += 1) {
        const unit = xml.charCodeAt(index);
        units.push(...(littleEndian ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
      }
      return Uint8Array.from(units);
    };
    for (const bytes of [encode(true, true), encode(false, true), encode(true, false), mxlOf(encode(true, true))]) {
      expect(importMusicXml(bytes).tracks[0]!.notes[0]!.lyric).toBe('さくら');
    }
  });

  it('warns when the score is cut short', () => {
    const xml = score([note('C', 4, lyric('la')), note('D', 4, lyric('li'))]);
    const cut = xml.slice(0, xml.lastIndexOf('</measure>'));
    const result = importMusicXml(strToU8(cut));
    expect(result.warnings).toContainEqual({ code: 'FILE_TRUNCATED', count: 1 });
  });
});
