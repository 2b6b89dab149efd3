import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/database';
import { seedContent } from '../../server/src/db/seed';
import { testDatabases } from './support/databases';

const BUNDLED = path.resolve('server/content');
const TEXT_FILES = ['characters.json', 'tags.json', 'products.json', 'faq.json', 'releases', 'docs'];

/** A copy of the content files (not the media) that a test may edit. */
async function copyContent(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cantara-content-'));
  for (const entry of TEXT_FILES) await fs.cp(path.join(BUNDLED, entry), path.join(dir, entry), { recursive: true });
  return dir;
}

describe.each(testDatabases())('content seed on $name', (database) => {
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  let drop: () => Promise<void>;
  let contentDir: string;
  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    handle = await openDatabase(created.config);
    contentDir = await copyContent();
  });
  afterAll(async () => {
    await handle.close();
    await drop();
    await fs.rm(contentDir, { recursive: true, force: true });
  });

  it('loads the content once and does nothing when it has not changed', async () => {
    expect(await seedContent(handle.db, contentDir)).toBe('seeded');
    expect(await seedContent(handle.db, contentDir)).toBe('unchanged');
    const characters = await handle.db.selectFrom('catalog_characters').select('id').execute();
    expect(characters).toHaveLength(13);
  });

  it('applies changed content and keeps ids stable', async () => {
    const file = path.join(contentDir, 'products.json');
    const products = JSON.parse(await fs.readFile(file, 'utf8'));
    products.addons[1].price.permanent.unit_amount.usd = { regular: 7900, current: 5900 };
    await fs.writeFile(file, JSON.stringify(products));
    const before = await handle.db.selectFrom('catalog_addons').select('uuid').orderBy('uuid').execute();
    expect(await seedContent(handle.db, contentDir)).toBe('seeded');
    const price = await handle.db
      .selectFrom('catalog_prices')
      .select(['regular', 'current'])
      .where('lookup_key', '=', 'character_nime')
      .where('currency', '=', 'usd')
      .executeTakeFirstOrThrow();
    expect(price).toEqual({ regular: 7900, current: 5900 });
    expect(await handle.db.selectFrom('catalog_addons').select('uuid').orderBy('uuid').execute()).toEqual(before);
  });

  it('refuses content that breaks its schema, naming the file, and leaves the database as it was', async () => {
    const file = path.join(contentDir, 'products.json');
    const products = JSON.parse(await fs.readFile(file, 'utf8'));
    products.addons[2].is_free = true;
    await fs.writeFile(file, JSON.stringify(products));
    await expect(seedContent(handle.db, contentDir)).rejects.toThrow(
      /products\.json: .*exactly one add-on must be free/,
    );
    const free = await handle.db.selectFrom('catalog_addons').select('uuid').where('is_free', '=', true).execute();
    expect(free).toHaveLength(1);
  });
});
