import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../notes';
import song from './fixtures/song.musicxml?raw';
import { importMusicXml } from './musicxml';
import { exportMusicXml, exportMxl } from './musicxml-export';
import { importOutcome } from './test-helpers';
import { importToDocument } from './to-document';

const bytes = (text: string) => strToU8(text);

describe('MusicXML import', () => {
  it('reads notes, ties, rests, lyrics with extend, tempo with offset and time signatures', () => {
    const result = importMusicXml(bytes(song));
    expect(result.title).toBe('Hello & Goodbye');
    expect(result.tempos).toEqual([
      { tick: 0, bpm: 96 },
      { tick: 2400, bpm: 132.5 },
    ]);
    expect(result.timeSignatures).toEqual([
      { tick: 0, numerator: 3, denominator: 4 },
      { tick: 2880, numerator: 4, denominator: 4 },
    ]);
    expect(result.tracks.map((track) => track.name)).toEqual(['Voice', 'Piano']);
    expect(result.tracks[0]!.language).toBe('en');
    // One sharp: G major; the later change to C minor is counted, the song keeps one key.
    expect(result.key).toEqual({ tonic: 7, scale: 'major' });
    expect(result.tracks[0]!.notes).toEqual([
      { tick: 0, duration: 480, pitch: 67, lyric: 'hel' },
      { tick: 480, duration: 240, pitch: 66, lyric: 'lo' },
      { tick: 720, duration: 240, pitch: 64, lyric: '+' },
      { tick: 960, duration: 960, pitch: 62, lyric: 'world' },
      { tick: 2400, duration: 480, pitch: 70, lyric: 'ah' },
      { tick: 2880, duration: 1920, pitch: 72, lyric: '사랑' },
    ]);
    expect(result.tracks[1]!.notes).toEqual([{ tick: 0, duration: 1440, pitch: 48, lyric: '' }]);
    expect(result.summary.dropped).toEqual({
      grace_notes: 1,
      chords: 1,
      extra_voices: 1,
      key_signatures: 1,
      other_verses: 1,
    });
  });

  it('reads a compressed .mxl through its container', () => {
    const archive = zipSync({
      mimetype: strToU8('application/vnd.recordare.musicxml'),
      'META-INF/container.xml': strToU8(
        '<?xml version="1.0"?><container><rootfiles><rootfile full-path="inner/song.xml"/></rootfiles></container>',
      ),
      'inner/song.xml': strToU8(song),
    });
    expect(importMusicXml(archive).tracks[0]!.notes).toHaveLength(6);
  });

  it('refuses what is not a partwise score with typed errors', () => {
    expect(importOutcome(() => importMusicXml(bytes('{"json": true}')))).toBe('IMPORT_CORRUPTED');
    expect(importOutcome(() => importMusicXml(bytes('<html><body/></html>')))).toBe('IMPORT_CORRUPTED');
    expect(importOutcome(() => importMusicXml(bytes('<score-timewise version="4.0"/>')))).toBe('IMPORT_UNSUPPORTED');
    expect(importOutcome(() => importMusicXml(bytes('<score-partwise><part id="P1"/></score-partwise>')))).toBe(
      'IMPORT_EMPTY',
    );
    expect(importOutcome(() => importMusicXml(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toBe(
      'IMPORT_CORRUPTED',
    );
  });
});

describe('MusicXML export', () => {
  it('round-trips notes, lyrics (melismas too), tempos and time signatures, splitting notes at bar lines', () => {
    const first = importMusicXml(bytes(song));
    const doc = importToDocument(first, { title: 'x', characterId: 'theo', ids: sequentialIds() });
    // A note across the bar line into 4/4 and a tempo in the middle of a bar.
    doc.tracks[0]!.notes.push({ id: 'long', tick: 6240, duration: 960, pitch: 60, lyric: 'end' });
    doc.tempos.push({ tick: 3360, bpm: 70 });
    const exported = exportMusicXml(doc);
    const xml = new TextDecoder().decode(exported.bytes);
    expect(xml).toContain('<tie type="start"/>');
    expect(xml).toContain('<extend/>');
    const again = importMusicXml(exported.bytes);
    expect(again.tempos).toEqual(doc.tempos);
    expect(again.timeSignatures).toEqual(doc.timeSignatures);
    expect(again.key).toEqual({ tonic: 7, scale: 'major' });
    expect(again.title).toBe(doc.title);
    expect(again.tracks.map((track) => track.name)).toEqual(['Voice', 'Piano']);
    doc.tracks.forEach((track, index) => {
      expect(again.tracks[index]!.notes).toEqual(track.notes.map(({ id: _id, ...note }) => note));
    });
    const fromMxl = importMusicXml(exportMxl(doc).bytes);
    expect(fromMxl.tracks[0]!.notes).toEqual(again.tracks[0]!.notes);
  });
});
