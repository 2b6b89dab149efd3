import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCharacter } from '../../../../shared/studio/characters';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { loadTemplates } from './templates';

const DIR = fileURLToPath(new URL('../../../content/projects/templates', import.meta.url));

/** The script each language's lyrics are written in. */
const SCRIPT = { en: /^[a-z']+$/i, ko: /^[\uac00-\ud7a3]+$/, ja: /^[\u3041-\u309f]+$/ } as const;

describe('demo songs', () => {
  it('ships one valid short song per language, sung by a character of that language in its script', async () => {
    const templates = await loadTemplates(DIR);
    expect(templates.map((item) => item.summary.language).sort()).toEqual(['en', 'ja', 'ko']);
    for (const { summary, facts } of templates) {
      expect(path.basename(`${summary.id}.json`)).toBe(`${summary.id}.json`);
      expect(findCharacter(summary.character_id)?.language).toBe(summary.language);
      expect(summary.note_count).toBeGreaterThanOrEqual(16);
      expect(summary.note_count).toBeLessThanOrEqual(32);
      for (const title of Object.values(summary.title)) expect(title.trim()).not.toBe('');
      const document = JSON.parse(facts.json.toString('utf8')) as ProjectDocument;
      const notes = document.tracks.flatMap((track) => track.notes);
      for (const note of notes) expect(note.lyric).toMatch(SCRIPT[summary.language]);
      // A singable line: no overlaps, within a singer's range.
      for (let index = 1; index < notes.length; index += 1) {
        expect(notes[index]!.tick).toBeGreaterThanOrEqual(notes[index - 1]!.tick + notes[index - 1]!.duration);
      }
      const pitches = notes.map((note) => note.pitch);
      expect(Math.max(...pitches) - Math.min(...pitches)).toBeLessThanOrEqual(12);
    }
  });

  it('refuses to start with a broken demo', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-templates-'));
    const good = JSON.parse(await fs.readFile(path.join(DIR, 'en-theo-morning-light.json'), 'utf8'));
    good.document.tracks[0].notes[0].lyric = 'la\u0000';
    await fs.writeFile(path.join(dir, 'en-theo-morning-light.json'), JSON.stringify(good));
    await expect(loadTemplates(dir)).rejects.toThrow(/en-theo-morning-light/);
    await fs.writeFile(path.join(dir, 'en-theo-morning-light.json'), JSON.stringify({ ...good, id: 'other' }));
    await expect(loadTemplates(dir)).rejects.toThrow(/file name/);
    await fs.rm(dir, { recursive: true, force: true });
    expect(await loadTemplates(path.join(DIR, 'no-such-folder'))).toEqual([]);
  });
});
