import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import {
  type CharacterContent,
  charactersFileSchema,
  type FaqItemContent,
  faqFileSchema,
  LEGAL_LANGUAGES,
  LEGAL_PAGES,
  type ProductsFile,
  productsFileSchema,
  type TagContent,
  tagsFileSchema,
} from '../../../shared/schemas/content';
import { type Block, type ReleasePage, releaseContentFileSchema } from '../../../shared/schemas/notion';

export type ContentBundle = {
  hash: string;
  tags: TagContent[];
  characters: CharacterContent[];
  products: ProductsFile;
  faq: FaqItemContent[];
  releases: Array<{ page: ReleasePage; blocks: Block[] }>;
  legal: Array<{ page: string; language: string; html: string }>;
};

/** A content file that does not match its schema; the message names the file and the first problems. */
export class ContentError extends Error {}

async function readJson<T>(file: string, schema: $ZodType<T>, hash: ReturnType<typeof createHash>): Promise<T> {
  const text = await fs.readFile(file, 'utf8');
  hash.update(path.basename(file)).update(text);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = safeParse(schema, raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ContentError(`${file}: ${issues}`);
  }
  return parsed.data;
}

/** Reads and validates every content file; throws ContentError on the first invalid one. */
export async function loadContent(contentDir: string): Promise<ContentBundle> {
  const hash = createHash('sha256');
  const tags = await readJson(path.join(contentDir, 'tags.json'), tagsFileSchema, hash);
  const characters = await readJson(path.join(contentDir, 'characters.json'), charactersFileSchema, hash);
  const products = await readJson(path.join(contentDir, 'products.json'), productsFileSchema, hash);
  const faq = await readJson(path.join(contentDir, 'faq.json'), faqFileSchema, hash);

  const slugs = new Set(characters.map((c) => c.slug));
  for (const addon of products.addons) {
    if (!slugs.has(addon.character)) throw new ContentError(`products.json: unknown character ${addon.character}`);
  }

  const releaseDir = path.join(contentDir, 'releases');
  const releaseFiles = (await fs.readdir(releaseDir)).filter((file) => file.endsWith('.json')).sort();
  const releases = [];
  for (const file of releaseFiles)
    releases.push(await readJson(path.join(releaseDir, file), releaseContentFileSchema, hash));

  const legal = [];
  for (const page of LEGAL_PAGES) {
    for (const language of LEGAL_LANGUAGES) {
      const file = path.join(contentDir, 'docs', `${page}_${language}.html`);
      const html = await fs.readFile(file, 'utf8').catch(() => {
        throw new ContentError(`${file}: missing legal document`);
      });
      hash.update(file).update(html);
      legal.push({ page, language, html });
    }
  }
  return { hash: hash.digest('hex'), tags, characters, products, faq, releases, legal };
}
