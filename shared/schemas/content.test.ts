import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { charactersFileSchema, faqFileSchema, legalLanguageFor, productsFileSchema, tagsFileSchema } from './content';
import { blockSchema, databaseQueryBodySchema, releaseContentFileSchema, releasesQueryBody } from './notion';

const content = path.resolve('server/content');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(content, file), 'utf8'));

describe('content files', () => {
  it('match their schemas', () => {
    expect(charactersFileSchema.safeParse(read('characters.json')).success).toBe(true);
    expect(tagsFileSchema.safeParse(read('tags.json')).success).toBe(true);
    expect(productsFileSchema.safeParse(read('products.json')).success).toBe(true);
    expect(faqFileSchema.safeParse(read('faq.json')).success).toBe(true);
    for (const file of fs.readdirSync(path.join(content, 'releases'))) {
      expect(releaseContentFileSchema.safeParse(read(`releases/${file}`)).success, file).toBe(true);
    }
  });
});

describe('characters schema', () => {
  it('requires every slug once, 4-character ids and text in three languages', () => {
    const characters = read('characters.json');
    expect(charactersFileSchema.safeParse(characters.slice(1)).success).toBe(false);
    const badId = structuredClone(characters);
    badId[0].id = 'hodong';
    expect(charactersFileSchema.safeParse(badId).success).toBe(false);
    const missingKo = structuredClone(characters);
    delete missingKo[0].text_content.ko;
    expect(charactersFileSchema.safeParse(missingKo).success).toBe(false);
    const unknownTag = structuredClone(characters);
    unknownTag[0].tags = ['polka'];
    expect(charactersFileSchema.safeParse(unknownTag).success).toBe(false);
  });
});

describe('products schema', () => {
  it('wants exactly one free add-on, and only it without a lookup key', () => {
    const products = read('products.json');
    const twoFree = structuredClone(products);
    twoFree.addons[3].is_free = true;
    twoFree.addons[3].price.permanent.lookup_key = null;
    expect(productsFileSchema.safeParse(twoFree).success).toBe(false);
    const paidWithoutKey = structuredClone(products);
    paidWithoutKey.addons[2].price.permanent.lookup_key = null;
    expect(productsFileSchema.safeParse(paidWithoutKey).success).toBe(false);
  });
  it('refuses duplicate lookup keys, fractional amounts and a current price above the regular one', () => {
    const products = read('products.json');
    const duplicate = structuredClone(products);
    duplicate.addons[2].price.permanent.lookup_key = duplicate.addons[1].price.permanent.lookup_key;
    expect(productsFileSchema.safeParse(duplicate).success).toBe(false);
    const fractional = structuredClone(products);
    fractional.addons[1].price.permanent.unit_amount.krw.current = 10.5;
    expect(productsFileSchema.safeParse(fractional).success).toBe(false);
    const inverted = structuredClone(products);
    inverted.addons[1].price.permanent.unit_amount.usd = { regular: 100, current: 200 };
    expect(productsFileSchema.safeParse(inverted).success).toBe(false);
  });
});

describe('faq schema', () => {
  it('needs at least twelve questions', () => {
    expect(faqFileSchema.safeParse(read('faq.json').slice(0, 11)).success).toBe(false);
  });
});

describe('release-note schemas', () => {
  it('accept the query the renderer sends and nothing else', () => {
    expect(databaseQueryBodySchema.safeParse(releasesQueryBody('ja')).success).toBe(true);
    expect(databaseQueryBodySchema.safeParse({ ...releasesQueryBody('ja'), page_size: 6 }).success).toBe(false);
  });
  it('reject block types they do not know', () => {
    expect(
      blockSchema.safeParse({ object: 'block', id: 'x', has_children: false, type: 'table', table: {} }).success,
    ).toBe(false);
  });
});

describe('legalLanguageFor', () => {
  it('keeps ko, en and ja and sends every other language to en', () => {
    expect(legalLanguageFor('ko')).toBe('ko');
    expect(legalLanguageFor('en')).toBe('en');
    expect(legalLanguageFor('ja')).toBe('ja');
    expect(legalLanguageFor('fr')).toBe('en');
    expect(legalLanguageFor('constructor')).toBe('en');
  });
});
