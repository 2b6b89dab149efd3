import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import type { Language } from '../../../../shared/languages';
import type { ProjectTemplate } from '../../../../shared/schemas/projects';
import { findCharacter } from '../../../../shared/studio/characters';
import { openDocument } from '../../../../shared/studio/migrations';
import { factsOf } from './document-input';
import type { DocumentFacts } from './repo';

/** A template file: `{ id, title: {en, ko, ja}, document }` (server/content/projects/templates/*.json). */
const templateFileSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
  title: z.object({ en: z.string(), ko: z.string(), ja: z.string() }),
  document: z.unknown(),
});

export type LoadedTemplate = { summary: ProjectTemplate; facts: DocumentFacts };

/**
 * Reads the demo songs once. A file that is not a valid project (or whose id is not its file name)
 * stops the server: shipping a broken demo is a build error, not something a user should meet.
 */
export async function loadTemplates(dir: string): Promise<LoadedTemplate[]> {
  let files: string[];
  try {
    files = (await fs.readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files.map(async (file) => {
      const where = path.join(dir, file);
      const parsed = templateFileSchema.safeParse(JSON.parse(await fs.readFile(where, 'utf8')));
      if (!parsed.success) throw new Error(`Project template ${where}: ${parsed.error.message}`);
      const { id, title } = parsed.data;
      if (`${id}.json` !== file) throw new Error(`Project template ${where}: its id must be its file name`);
      const opened = openDocument(parsed.data.document);
      if (!opened.ok) throw new Error(`Project template ${where}: ${opened.message}`);
      const first = opened.document.tracks[0];
      if (!first) throw new Error(`Project template ${where}: a demo needs a track`);
      const character = findCharacter(first.characterId);
      const facts = factsOf(opened.document);
      return {
        facts,
        summary: {
          id,
          language: (first.language ?? character?.language) as Language,
          character_id: first.characterId,
          title,
          note_count: facts.noteCount,
        },
      };
    }),
  );
}
