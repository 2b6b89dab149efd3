import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CharacterId, findCharacter } from '../../../../shared/studio/characters';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { VOICE_RANGES } from '../../../../shared/studio/voice/ranges';
import { loadTemplates } from './templates';

const DIR = fileURLToPath(new URL('../../../content/projects/templates', import.meta.url));

/** The script each language's lyrics are written in. */
const SCRIPT = { en: /^[a-z']+$/i, ko: /^[\uac00-\ud7a3]+$/, ja: /^[\u3041-\u309f]+$/ } as const;

/** The characters a basic-plan user sings with: the catalogue's free add-ons. */
async function freeCharacterIds(): Promise<string[]> {
  const file = fileURLToPath(new URL('../../../content/products.json', import.meta.url));
  const products = JSON.parse(await fs.readFile(file, 'utf8')) as { addons: { character: string; is_free: boolean }[] };
  return products.addons.filter((addon) => addon.is_free).map((addon) => findCharacter(addon.character)!.id);
}

describe('demo songs', () => {
  it('ships valid short songs in each language, each sung in its track language in that script', async () => {
    const templates = await loadTemplates(DIR);
    expect(new Set(templates.map((item) => item.summary.language))).toEqual(new Set(['en', 'ja', 'ko']));
    for (const { summary, facts } of templates) {
      expect(path.basename(`${summary.id}.json`)).toBe(`${summary.id}.json`);
      expect(findCharacter(summary.character_id)).toBeDefined();
      expect(summary.note_count).toBeGreaterThanOrEqual(16);
      expect(summary.note_count).toBeLessThanOrEqual(32);
      for (const title of Object.values(summary.title)) expect(title.trim()).not.toBe('');
      const document = JSON.parse(facts.json.toString('utf8')) as ProjectDocument;
      expect(document.tracks.map((track) => track.language)).toEqual(document.tracks.map(() => summary.language));
      const notes = document.tracks.flatMap((track) => track.notes);
      for (const note of notes) expect(note.lyric).toMatch(SCRIPT[summary.language]);
      // A singable line: no overlaps, within a singer's range.
      for (let index = 1; index < notes.length; index += 1) {
        expect(notes[index]!.tick).toBeGreaterThanOrEqual(notes[index - 1]!.tick + notes[index - 1]!.duration);
      }
      const pitches = notes.map((note) => note.pitch);
      expect(Math.max(...pitches) - Math.min(...pitches)).toBeLessThanOrEqual(12);
      // Within the singer's range, so that a demo opens without range warnings.
      const range = VOICE_RANGES[summary.character_id as CharacterId];
      expect(Math.min(...pitches), summary.id).toBeGreaterThanOrEqual(range.low);
      expect(Math.max(...pitches), summary.id).toBeLessThanOrEqual(range.high);
    }
  });

  it('gives the free character a demo in every language, so a basic plan can start in its own', async () => {
    const free = await freeCharacterIds();
    expect(free.length).toBeGreaterThan(0);
    const templates = await loadTemplates(DIR);
    for (const language of ['en', 'ko', 'ja'] as const) {
      const usable = templates.filter(
        ({ summary }) => summary.language === language && free.includes(summary.character_id),
      );
      expect(usable.length, language).toBeGreaterThan(0);
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
