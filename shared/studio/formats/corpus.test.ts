import { describe, expect, it } from 'vitest';
import { importFile } from './index';
import type { ImportResult } from './types';

/**
 * Real files from public sources (see fixtures/corpus/README.md), checked against independent
 * readings. Files that are not UTF-8 text are kept as base64.
 */
const TEXTS = import.meta.glob<string>('./fixtures/corpus/*.{xml,musicxml,ust,ustx,svp,base64}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const byName = new Map(Object.entries(TEXTS).map(([file, text]) => [file.split('/').pop()!, text]));
const files = [...byName.keys()].sort();

function read(name: string): ImportResult {
  const text = byName.get(name)!;
  const bytes = name.endsWith('.base64')
    ? Uint8Array.from(atob(text.replace(/\s+/g, '')), (character) => character.charCodeAt(0))
    : new TextEncoder().encode(text);
  return importFile(name.replace(/\.base64$/, ''), bytes);
}

const notesOf = (result: ImportResult, track = 0) => result.tracks[track]!.notes;

describe('the import corpus', () => {
  it('holds 30+ files across the six formats', () => {
    const formats = new Set(
      files.map((name) =>
        name
          .replace(/\.base64$/, '')
          .split('.')
          .pop(),
      ),
    );
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect([...formats].sort()).toEqual(['mid', 'musicxml', 'mxl', 'svp', 'ust', 'ustx', 'vpr', 'xml']);
  });

  it('imports every file that has notes, and refuses the rest-only ones as empty', () => {
    for (const name of files) {
      if (/02[ab]-Rests/.test(name)) {
        expect(() => read(name), name).toThrow('IMPORT_EMPTY');
        continue;
      }
      expect(read(name).summary.noteCount, name).toBeGreaterThan(0);
    }
  });

  // The UST as text: ど れ み ふぁ そ ら し ど on C4 D4 E4 F4 G4 A4 B4 C5, quarters, 120 BPM.
  const SCALE = ['ど', 'れ', 'み', 'ふぁ', 'そ', 'ら', 'し', 'ど'].map((lyric, index) => ({
    tick: index * 480,
    duration: 480,
    pitch: [60, 62, 64, 65, 67, 69, 71, 72][index]!,
    lyric,
  }));

  it.each(files.filter((name) => name.startsWith('utaformatix-') && !name.includes('10tracks')))(
    '%s is the same song in every tool',
    (name) => {
      const result = read(name);
      expect(result.tempos).toEqual([{ tick: 0, bpm: 120 }]);
      expect(result.tracks).toHaveLength(1);
      expect(notesOf(result)).toEqual(SCALE);
    },
  );

  it('takes the VCV prefixes and voicebank pitch suffixes out of a Shift-JIS UTAU file', () => {
    const result = read('utaformatix-tsukuyomi_cvc.ust.base64');
    expect(result.summary.changed).toEqual({ lyric_affixes: 8 });
    expect(result.warnings).toContainEqual({ code: 'TEXT_ENCODING', count: 1, encoding: 'shift_jis' });
  });

  it('reads a ten-track Synthesizer V project as ten tracks', () => {
    const result = read('utaformatix-10tracks.svp');
    expect(result.tracks.map((track) => track.notes.map((note) => note.lyric).join(''))).toEqual([
      'あ',
      'い',
      'う',
      'え',
      'お',
      'か',
      'き',
      'く',
      'け',
      'こ',
    ]);
  });

  // What OpenUtau's own tests expect of the same MusicXML suite files.
  it('reads pitches, rests, durations, ties and chords as OpenUtau’s tests expect', () => {
    const base = [43, 45, 47, 48, 50, 52, 53, 55, 57, 59, 60, 62, 64, 65, 67, 69];
    const tones = [...base, 71, 72, 74, 76, 77, 79, 81, 83, 84, 86, 88, 89, 91, 93, 95, 96];
    const pitches = [...tones, ...tones.map((t) => t + 1), ...tones.map((t) => t - 1)];
    pitches.push(64, 65, 67, 69, 71, 72, 74, 76, 74, 70, 73, 73, 73, 73);
    const scale = notesOf(read('lilypond-01a-Pitches-Pitches.xml'));
    expect(scale.map((note) => note.pitch)).toEqual(pitches);
    expect(scale.every((note, index) => note.duration === 480 && note.tick === index * 480)).toBe(true);

    expect(notesOf(read('lilypond-02d-Rests-Multimeasure-TimeSignatures.xml'))).toMatchObject([
      { tick: (2 * 4 + 3 * 3 + 2 * 2 + 2 * 4) * 480, duration: 4 * 480 },
    ]);

    const lengths = [128, 64, 32, 16, 8, 4, 2, 1, 1];
    const expected = [
      ...lengths.map((l) => l * 30),
      ...lengths.map((l) => l * 45),
      ...lengths.slice(2).map((l) => l * 105),
    ];
    const durations = notesOf(read('lilypond-03aa-Rhythm-Durations.xml'));
    expect(durations.map((note) => note.duration)).toEqual(expected);
    expect(durations.every((note) => note.pitch === 72)).toBe(true);

    expect(notesOf(read('lilypond-33b-Spanners-Tie.xml'))).toMatchObject([{ tick: 0, duration: 3840 }]);

    // Of each chord the top note is sung; positions and durations as OpenUtau reads them.
    expect(notesOf(read('lilypond-21c-Chords-ThreeNotesDuration.xml')).map((n) => [n.tick, n.duration])).toEqual([
      [0, 720],
      [720, 240],
      [960, 480],
      [1440, 480],
      [1920, 480],
      [2400, 480],
      [2880, 960],
    ]);
    // OpenUtau keeps every voice; we sing the first voice of a part (the second is counted).
    const backup = read('lilypond-03b-Rhythm-Backup.xml');
    expect(notesOf(backup).map((n) => [n.tick, n.pitch])).toEqual([
      [0, 60],
      [480, 60],
    ]);
    expect(backup.summary.dropped.extra_voices).toBe(2);
  });

  it('reads lyrics, melismas and verses as the suite describes them', () => {
    // "Tra-la-li Ja!" then "Tra-ra!" with a held middle note, then "Bah!".
    expect(notesOf(read('lilypond-61a-Lyrics.xml')).map((n) => n.lyric)).toEqual([
      'Tra',
      'la',
      'li',
      'Ja!',
      '',
      'Tra',
      '+',
      'ra!',
      '',
      'Bah!',
      '',
    ]);
    const verses = read('lilypond-61b-MultipleLyrics.xml');
    expect(notesOf(verses)[0]!.lyric).toBe('1.Tra');
    expect(verses.summary.dropped.other_verses).toBeGreaterThan(0);
    // An extended syllable over notes without lyrics ("A lo-o-ong text").
    expect(
      notesOf(read('lilypond-61k-Lyrics-SpannersExtenders.xml'))
        .map((n) => n.lyric)
        .slice(0, 6),
    ).toEqual(['A', '+', 'long', '+', '+', 'er']);
    // Slurred notes without syllables hold the syllable before them.
    expect(read('lilypond-33c-Spanners-Slurs.xml').summary.changed).toEqual({ melismas: 4 });
  });

  it('fills pickup bars and reads tuplets exactly', () => {
    const pickup = read('lilypond-46d-PickupMeasure-ImplicitMeasures.xml');
    expect(notesOf(pickup)[0]!.tick).toBe(1920 - 720);
    expect(notesOf(pickup)[2]!.tick).toBe(1920);
    const triplets = notesOf(read('lilypond-23a-Tuplets.xml'));
    expect(triplets.slice(0, 3).map((n) => [n.tick, n.duration])).toEqual([
      [0, 320],
      [320, 320],
      [640, 320],
    ]);
  });
});
