import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STUDIO_CHARACTERS } from '../../shared/studio/characters';
import { openDocument } from '../../shared/studio/migrations';
import { presetFor } from '../../shared/studio/voice/engines/formant/presets';
import { songDuration } from '../../shared/studio/voice/render';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe.each(STUDIO_CHARACTERS)('the voice sample of $slug', (character) => {
  const raw = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/voice/samples', `${character.slug}.json`), 'utf8'));

  it('is a current project document sung by the character, in its language and range, 10–20 s long', () => {
    const opened = openDocument(raw);
    if (!opened.ok) throw new Error(opened.message);
    expect(raw.schemaVersion).toBe(2);
    const [track, ...others] = opened.document.tracks;
    expect(others).toEqual([]);
    expect(track!.characterId).toBe(character.id);
    expect(track!.language).toBe(character.language);
    const { range } = presetFor(character.id);
    for (const note of track!.notes) {
      expect(note.pitch).toBeGreaterThanOrEqual(range.low);
      expect(note.pitch).toBeLessThanOrEqual(range.high);
    }
    expect(track!.notes.some((note) => note.vibrato && note.vibrato.depth > 0)).toBe(true);
    const seconds = songDuration(opened.document);
    expect(seconds).toBeGreaterThanOrEqual(10);
    expect(seconds).toBeLessThanOrEqual(20);
  });

  it('is committed as a 64 kbps MP3 of 10–20 s', () => {
    const mp3 = fs.readFileSync(path.join(ROOT, 'server/content/media/characters', character.slug, 'sample.mp3'));
    // MPEG-1 Layer III frame sync, then 64 kbps at 44.1 kHz in the first header.
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xfe).toBe(0xfa);
    expect(mp3[2]! >> 4).toBe(5);
    expect((mp3[2]! >> 2) & 3).toBe(0);
    const seconds = (mp3.length * 8) / 64_000;
    expect(seconds).toBeGreaterThanOrEqual(10);
    expect(seconds).toBeLessThanOrEqual(20);
  });
});
