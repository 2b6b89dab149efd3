import Encoding from 'encoding-japanese';
import { describe, expect, it } from 'vitest';
import { importMidi } from './midi';
import { ascii, meta, smf, utf8, varInt } from './test-helpers';

const sjis = (text: string) => Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE' });
const on = (delta: number, channel: number, pitch: number) => [...varInt(delta), 0x90 | channel, pitch, 100];
const off = (delta: number, channel: number, pitch: number) => [...varInt(delta), 0x80 | channel, pitch, 0];

/** Three quarter notes on channel 0 (ppq 480), each with a lyric event of `lyric(text)`. */
function sungTrack(lyric: (text: string) => number[], words: string[], type = 0x05): number[] {
  return words.flatMap((word, index) => [
    ...meta(0, type, lyric(word)),
    ...on(0, 0, 60 + index),
    ...off(480, 0, 60 + index),
  ]);
}

describe('MIDI files as they are found in the wild', () => {
  it('reads a file with stray bytes after its last track, and says it was damaged', () => {
    const file = smf(1, 480, [sungTrack(utf8, ['a', 'b', 'c'])]);
    const withGarbage = Uint8Array.from([...file, 0x0d, 0x0a, 0x1a, 0x42, 0x41, 0x44, 0x21, 0x21, 0x21]);
    const result = importMidi(withGarbage);
    expect(result.tracks[0]!.notes.map((note) => note.lyric)).toEqual(['a', 'b', 'c']);
    expect(result.warnings).toContainEqual({ code: 'FILE_TRUNCATED', count: 1 });
  });

  it('reads a track whose length field is too short on to its End of Track', () => {
    const file = smf(1, 480, [sungTrack(utf8, ['a', 'b', 'c']), sungTrack(utf8, ['x'])]);
    // The first track's length says 10 bytes fewer than it has.
    const length = (file[18]! << 24) | (file[19]! << 16) | (file[20]! << 8) | file[21]!;
    file[21] = (length - 10) & 0xff;
    file[20] = ((length - 10) >> 8) & 0xff;
    const result = importMidi(file);
    expect(result.tracks.map((track) => track.notes.map((note) => note.lyric))).toEqual([['a', 'b', 'c'], ['x']]);
    expect(result.warnings).toContainEqual({ code: 'FILE_TRUNCATED', count: 1 });
  });

  it('reads karaoke (.kar) text events as lyrics, without header lines and line marks', () => {
    const words = [
      ...meta(0, 0x01, ascii('@KMIDI KARAOKE FILE')),
      ...meta(0, 0x01, ascii('@TSong title')),
      ...meta(0, 0x01, ascii('\\Hel')),
      ...meta(480, 0x01, ascii('lo ')),
      ...meta(480, 0x01, ascii('/world')),
    ];
    const melody = [
      ...on(0, 0, 60),
      ...off(480, 0, 60),
      ...on(0, 0, 62),
      ...off(480, 0, 62),
      ...on(0, 0, 64),
      ...off(480, 0, 64),
    ];
    const drums = [...on(0, 9, 36), ...off(240, 9, 36), ...on(720, 9, 36), ...off(240, 9, 36)];
    const result = importMidi(smf(1, 480, [[...meta(0, 0x03, ascii('Words')), ...words], drums, melody]));
    const sung = result.tracks.find((track) => track.notes.some((note) => note.lyric));
    expect(sung?.notes.map((note) => note.lyric)).toEqual(['Hel', 'lo', 'world']);
    expect(sung?.sourceIndex).toBe(2);
    expect(result.summary.changed).toEqual({ karaoke_lyrics: 3 });
  });

  it('puts the lyrics of a type-0 file only on the channel that sings them', () => {
    const events = [
      ...meta(0, 0x05, utf8('la')),
      ...on(0, 0, 72),
      ...on(0, 1, 48),
      ...off(480, 0, 72),
      ...meta(0, 0x05, utf8('li')),
      ...on(0, 0, 74),
      ...off(480, 0, 74),
      ...off(0, 1, 48),
    ];
    const result = importMidi(smf(0, 480, [events]));
    expect(result.tracks.map((track) => track.notes.map((note) => note.lyric))).toEqual([['la', 'li'], ['']]);
  });

  it('decodes each track on its own: a Latin-1 name does not spoil Shift-JIS lyrics', () => {
    const latin1Name = [0x4d, 0xe9, 0x6c, 0x6f, 0x64, 0x69, 0x65];
    const conductor = meta(0, 0x03, latin1Name);
    const voice = [...meta(0, 0x03, sjis('うた')), ...sungTrack(sjis, ['さく', 'ら', 'さく'])];
    const result = importMidi(smf(1, 480, [conductor, voice]));
    expect(result.title).toBe('Mélodie');
    expect(result.tracks[0]!.name).toBe('うた');
    expect(result.tracks[0]!.notes.map((note) => note.lyric)).toEqual(['さく', 'ら', 'さく']);
  });

  it('keeps the top note where notes sound together', () => {
    const events = [
      ...meta(0, 0x05, utf8('do')),
      ...on(0, 0, 60),
      ...on(0, 0, 67),
      ...off(480, 0, 60),
      ...off(0, 0, 67),
    ];
    const result = importMidi(smf(1, 480, [events]));
    expect(result.tracks[0]!.notes).toEqual([{ tick: 0, duration: 480, pitch: 67, lyric: 'do' }]);
    expect(result.summary.dropped.chords).toBe(1);
  });
});
