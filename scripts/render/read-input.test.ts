import Encoding from 'encoding-japanese';
import { writeMidi } from 'midi-file';
import { describe, expect, it } from 'vitest';
import { blankDocument } from '../../shared/studio/blank-document';
import { writeProjectFile } from '../../shared/studio/project-file';
import { InputError, readInput } from './read-input';

function blankWithLyrics(lyrics: string[]) {
  const document = blankDocument({ title: 'Song', characterId: 'hodo', trackName: 'Lead' });
  document.tracks[0]!.notes = lyrics.map((lyric, index) => ({
    id: `n${index}`,
    tick: index * 480,
    duration: 480,
    pitch: 60,
    lyric,
  }));
  return document;
}

/** A one-track MIDI file whose lyric events are written in Shift-JIS, as Japanese tools do. */
function shiftJisMidi(lyrics: string[]): Uint8Array {
  const events: Parameters<typeof writeMidi>[0]['tracks'][number] = [
    { deltaTime: 0, meta: true, type: 'setTempo', microsecondsPerBeat: 500000 },
  ];
  lyrics.forEach((lyric, index) => {
    const bytes = Encoding.convert(Encoding.stringToCode(lyric), { to: 'SJIS', from: 'UNICODE' });
    events.push({ deltaTime: 0, meta: true, type: 'lyrics', text: String.fromCharCode(...bytes) });
    events.push({ deltaTime: 0, channel: 0, type: 'noteOn', noteNumber: 60 + index, velocity: 100 });
    events.push({ deltaTime: 96, channel: 0, type: 'noteOff', noteNumber: 60 + index, velocity: 0 });
  });
  events.push({ deltaTime: 0, meta: true, type: 'endOfTrack' });
  return Uint8Array.from(writeMidi({ header: { format: 0, numTracks: 1, ticksPerBeat: 96 }, tracks: [events] }));
}

describe('render input', () => {
  it('reads MIDI lyrics in Shift-JIS, scales ticks to 480 and picks a Japanese voice', () => {
    const document = readInput('song.mid', shiftJisMidi(['さ', 'く', 'ら']), {});
    const track = document.tracks[0]!;
    expect(track.language).toBe('ja');
    expect(track.characterId).toBe('nime');
    expect(track.notes.map((note) => [note.tick, note.duration, note.pitch, note.lyric])).toEqual([
      [0, 480, 60, 'さ'],
      [480, 480, 61, 'く'],
      [960, 480, 62, 'ら'],
    ]);
  });

  it('reads an UTAU .ust with rests, applies the character and sings in the language of the lyrics', () => {
    const ust = [
      '[#SETTING]',
      'Tempo=90',
      '[#0000]',
      'Length=480',
      'Lyric=R',
      'NoteNum=60',
      '[#0001]',
      'Length=240',
      'Lyric=a か',
      'NoteNum=62',
      '[#TRACKEND]',
    ].join('\r\n');
    const bytes = Uint8Array.from(Encoding.convert(Encoding.stringToCode(ust), { to: 'SJIS', from: 'UNICODE' }));
    const document = readInput('song.ust', bytes, { characterId: 'augu' });
    expect(document.tempos[0]!.bpm).toBe(90);
    expect(document.tracks[0]!.characterId).toBe('augu');
    expect(document.tracks[0]!.language).toBe('ja');
    expect(document.tracks[0]!.notes).toMatchObject([{ tick: 480, duration: 240, pitch: 62, lyric: 'か' }]);
  });

  it('reads a zipped .cantara project file as the studio saves it', () => {
    const saved = blankDocument({ title: 'Saved', characterId: 'nime', trackName: 'Lead' });
    saved.tracks[0]!.notes = [{ id: 'a', tick: 0, duration: 480, pitch: 67, lyric: 'ら' }];
    const document = readInput('song.cantara', writeProjectFile(saved, { zipped: true }), {});
    expect(document.tracks[0]!.notes).toEqual(saved.tracks[0]!.notes);
  });

  it('a project with Hangul lyrics rendered with an English character and no language sings Korean', () => {
    const project = readInput('song.json', new TextEncoder().encode(JSON.stringify(blankWithLyrics(['사', '랑']))), {
      characterId: 'theo',
    });
    expect(project.tracks[0]!).toMatchObject({ characterId: 'theo', language: 'ko' });
    const english = readInput('song.json', new TextEncoder().encode(JSON.stringify(blankWithLyrics(['love']))), {
      characterId: 'hodo',
    });
    expect(english.tracks[0]!.language).toBe('en');
  });

  it('refuses what it cannot read with a clear message', () => {
    expect(() => readInput('song.json', new TextEncoder().encode('{"schemaVersion": 99}'), {})).toThrow(InputError);
    expect(() => readInput('song.json', new TextEncoder().encode('not json'), {})).toThrow(
      'not a Cantara project file',
    );
    expect(() => readInput('song.mid', new Uint8Array([1, 2, 3]), {})).toThrow('could not be read');
    expect(() => readInput('song.txt', new Uint8Array(), {})).toThrow('Cannot read .txt');
  });
});
