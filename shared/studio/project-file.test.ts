import { describe, expect, it } from 'vitest';
import { blankDocument } from './blank-document';
import type { ProjectDocument } from './document';
import { readProjectFile, writeProjectFile } from './project-file';

function project(): ProjectDocument {
  const doc = blankDocument({ title: 'Round trip', characterId: 'nime', trackName: 'Lead' });
  doc.tempos = [
    { tick: 0, bpm: 128.5 },
    { tick: 3840, bpm: 90 },
  ];
  const track = doc.tracks[0]!;
  track.notes = [
    { id: 'a', tick: 0, duration: 480, pitch: 64, lyric: 'さ', vibrato: { depth: 30, rate: 5.5, delay: 120 } },
    { id: 'b', tick: 480, duration: 960, pitch: 66, lyric: '+', phonemes: 's a' },
  ];
  track.curves.pitch = [{ tick: 0, value: -35 }];
  track.gainDb = -3;
  track.pan = 0.25;
  return doc;
}

describe('.cantara project files', () => {
  it('opens exactly what was saved, as plain and as zipped JSON', () => {
    const doc = project();
    for (const zipped of [false, true]) {
      const read = readProjectFile(writeProjectFile(doc, { zipped }));
      expect(read).toEqual({ ok: true, document: doc });
    }
  });

  it('migrates a document saved by an older version', () => {
    const { key: _key, loop: _loop, ...older } = { ...project(), schemaVersion: 1 };
    const read = readProjectFile(new TextEncoder().encode(JSON.stringify(older)));
    expect(read.ok && read.document.key).toEqual({ tonic: 0, scale: 'major' });
    expect(read.ok && read.document.tracks[0]!.notes).toEqual(project().tracks[0]!.notes);
  });

  it('refuses files that are not valid projects, with the reason', () => {
    const reason = (bytes: Uint8Array) => {
      const read = readProjectFile(bytes);
      return read.ok ? 'ok' : read.reason;
    };
    const text = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    expect(reason(text({ hello: 'world' }))).toBe('not_a_document');
    expect(reason(new TextEncoder().encode('{"schemaVersion": 2, '))).toBe('not_a_document');
    expect(reason(text({ ...project(), schemaVersion: 99 }))).toBe('too_new');
    const bad = project();
    bad.tracks[0]!.notes[0]!.pitch = 400;
    expect(reason(text(bad))).toBe('invalid');
    expect(reason(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 9, 9]))).toBe('not_a_document');
  });
});
