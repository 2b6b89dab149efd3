import { describe, expect, it } from 'vitest';
import { blankDocument } from './blank-document';
import { documentStats, type ProjectDocument } from './document';
import { openDocument } from './migrations';

function song(): ProjectDocument {
  const doc = blankDocument({ title: 'First song', characterId: 'nime', trackName: 'Lead' });
  doc.tracks[0]!.notes.push(
    { id: 'n1', tick: 0, duration: 480, pitch: 60, lyric: 'ら' },
    { id: 'n2', tick: 480, duration: 480, pitch: 62, lyric: 'ら', vibrato: { depth: 50, rate: 5.5, delay: 300 } },
  );
  return doc;
}

describe('project document', () => {
  it('opens a valid document and counts it', () => {
    const result = openDocument(JSON.parse(JSON.stringify(song())));
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(documentStats(result.document)).toEqual({ trackCount: 1, noteCount: 2, characterIds: ['nime'] });
  });

  it('gives a blank track the character language', () => {
    expect(song().tracks[0]!.language).toBe('ja');
  });

  it('refuses what is not a document', () => {
    expect(openDocument(null)).toMatchObject({ ok: false, reason: 'not_a_document' });
    expect(openDocument([1, 2])).toMatchObject({ ok: false, reason: 'not_a_document' });
    expect(openDocument({ title: 'x' })).toMatchObject({ ok: false, reason: 'not_a_document' });
  });

  it('migrates a version-1 document: C major, the loop off over the first four bars', () => {
    const { key: _key, loop: _loop, audioTracks: _audio, ...rest } = song();
    const v1 = {
      ...rest,
      schemaVersion: 1,
      timeSignatures: [{ tick: 0, numerator: 3, denominator: 4 }],
    };
    const result = openDocument(JSON.parse(JSON.stringify(v1)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.schemaVersion).toBe(3);
    expect(result.document.audioTracks).toEqual([]);
    expect(result.document.key).toEqual({ tonic: 0, scale: 'major' });
    expect(result.document.loop).toEqual({ enabled: false, startTick: 0, endTick: 4 * 1440 });
    expect(result.document.tracks[0]!.notes).toEqual(song().tracks[0]!.notes);
  });

  it('refuses a version-2 document without its key or with a loop that ends before it starts', () => {
    const { key: _key, ...withoutKey } = song();
    expect(openDocument(withoutKey)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(openDocument({ ...song(), loop: { enabled: true, startTick: 960, endTick: 480 } })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('migrates a version-2 document: no audio tracks yet', () => {
    const { audioTracks: _audio, ...v2 } = { ...song(), schemaVersion: 2 };
    const result = openDocument(JSON.parse(JSON.stringify(v2)));
    expect(result).toMatchObject({ ok: true, document: { schemaVersion: 3, audioTracks: [] } });
  });

  it('refuses an audio clip that plays past its recording or fades longer than it lasts', () => {
    const clip = {
      id: 'c1',
      audioId: 'a1',
      name: 'Take 1',
      tick: 0,
      sourceDuration: 10,
      offset: 2,
      duration: 8,
      gainDb: 0,
      fadeIn: 1,
      fadeOut: 1,
    };
    const withClip = (changes: Partial<typeof clip>) => ({
      ...song(),
      audioTracks: [
        {
          id: 'audio',
          name: 'Audio',
          kind: 'audio',
          mute: false,
          solo: false,
          gainDb: 0,
          pan: 0,
          clips: [{ ...clip, ...changes }],
        },
      ],
    });
    expect(openDocument(withClip({})).ok).toBe(true);
    expect(openDocument(withClip({ duration: 9 }))).toMatchObject({ ok: false, reason: 'invalid' });
    expect(openDocument(withClip({ fadeIn: 5, fadeOut: 4 }))).toMatchObject({ ok: false, reason: 'invalid' });
    expect(openDocument({ ...withClip({}), tracks: [{ ...song().tracks[0]!, id: 'audio' }] })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a document from a newer schema', () => {
    expect(openDocument({ ...song(), schemaVersion: 99 })).toMatchObject({ ok: false, reason: 'too_new' });
  });

  it('refuses NUL bytes, unsorted notes, out-of-range pitches and unknown characters', () => {
    const withNul = song();
    withNul.tracks[0]!.notes[0]!.lyric = 'a\u0000';
    expect(openDocument(withNul)).toMatchObject({ ok: false, reason: 'invalid' });
    const unsorted = song();
    unsorted.tracks[0]!.notes.reverse();
    expect(openDocument(unsorted)).toMatchObject({ ok: false, reason: 'invalid' });
    const tooHigh = song();
    tooHigh.tracks[0]!.notes[0]!.pitch = 128;
    expect(openDocument(tooHigh)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(openDocument({ ...song(), tracks: [{ ...song().tracks[0]!, characterId: 'zzzz' }] })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });
});
