import type { Kysely } from 'kysely';
import { CURRENCIES } from '../../../shared/money';
import type { ContentPrice } from '../../../shared/schemas/content';
import { normalizeNotionId } from '../../../shared/schemas/notion';
import { type ContentBundle, loadContent } from './content-files';
import type { Database } from './schema';
import type { CatalogPricesTable } from './tables/catalog';

const json = (value: unknown) => JSON.stringify(value);

function priceRows(
  productId: string,
  productKind: CatalogPricesTable['product_kind'],
  period: CatalogPricesTable['period'],
  price: ContentPrice,
): CatalogPricesTable[] {
  return CURRENCIES.map((currency) => ({
    product_id: productId,
    product_kind: productKind,
    period,
    currency,
    lookup_key: price.lookup_key,
    regular: price.unit_amount[currency].regular,
    current: price.unit_amount[currency].current,
  }));
}

/**
 * Loads server/content into the database. Idempotent: it runs at every start after the migrations,
 * does nothing when the content has not changed since the last run, and otherwise upserts every
 * row (keeping ids other tables may point at) and removes rows the content no longer has.
 */
export async function seedContent(db: Kysely<Database>, contentDir: string): Promise<'seeded' | 'unchanged'> {
  const content = await loadContent(contentDir);
  const previous = await db.selectFrom('content_seed').select('content_hash').where('id', '=', 1).executeTakeFirst();
  if (previous?.content_hash === content.hash) return 'unchanged';
  await db.transaction().execute(async (trx) => {
    await writeContent(trx, content);
    await trx
      .insertInto('content_seed')
      .values({ id: 1, content_hash: content.hash })
      .onConflict((oc) => oc.column('id').doUpdateSet({ content_hash: content.hash, seeded_at: new Date() }))
      .execute();
  });
  return 'seeded';
}

async function writeContent(db: Kysely<Database>, content: ContentBundle): Promise<void> {
  const tagRows = content.tags.map((tag, position) => ({
    id: tag.id,
    position,
    text_content: json(tag.text_content),
  }));
  await db
    .insertInto('catalog_tags')
    .values(tagRows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        position: eb.ref('excluded.position'),
        text_content: eb.ref('excluded.text_content'),
      })),
    )
    .execute();

  const characterRows = content.characters.map((c, position) => ({
    id: c.id,
    slug: c.slug,
    position,
    vendor: c.vendor,
    voice_provider: c.voiceProvider,
    color: c.color,
    tags: json(c.tags),
    text_content: json(c.text_content),
  }));
  await db
    .insertInto('catalog_characters')
    .values(characterRows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        slug: eb.ref('excluded.slug'),
        position: eb.ref('excluded.position'),
        vendor: eb.ref('excluded.vendor'),
        voice_provider: eb.ref('excluded.voice_provider'),
        color: eb.ref('excluded.color'),
        tags: eb.ref('excluded.tags'),
        text_content: eb.ref('excluded.text_content'),
      })),
    )
    .execute();

  await db
    .insertInto('catalog_plans')
    .values(
      content.products.plans.map((plan, position) => ({
        id: plan.text_content_id,
        position,
        text_content: json(plan.text_content),
        trial_days: plan.trial_days,
        contact_only: plan.contact_only,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        position: eb.ref('excluded.position'),
        text_content: eb.ref('excluded.text_content'),
        trial_days: eb.ref('excluded.trial_days'),
        contact_only: eb.ref('excluded.contact_only'),
      })),
    )
    .execute();

  const idBySlug = new Map(content.characters.map((c) => [c.slug, c.id]));
  const order = new Map(content.characters.map((c, i) => [c.slug, i]));
  await db
    .insertInto('catalog_addons')
    .values(
      content.products.addons.map((addon) => ({
        uuid: addon.uuid,
        character_id: idBySlug.get(addon.character)!,
        position: order.get(addon.character) ?? 0,
        is_free: addon.is_free,
      })),
    )
    .onConflict((oc) =>
      oc.column('uuid').doUpdateSet((eb) => ({
        character_id: eb.ref('excluded.character_id'),
        position: eb.ref('excluded.position'),
        is_free: eb.ref('excluded.is_free'),
      })),
    )
    .execute();

  // Prices are replaced as a whole: the table is the single source, never edited elsewhere.
  const prices = [
    ...content.products.plans.flatMap((plan) =>
      (['month', 'year'] as const).flatMap((period) => {
        const price = plan.price[period];
        return price ? priceRows(plan.text_content_id, 'plan', period, price) : [];
      }),
    ),
    ...content.products.addons.flatMap((addon) => priceRows(addon.uuid, 'addon', 'permanent', addon.price.permanent)),
  ];
  await db.deleteFrom('catalog_prices').execute();
  await db.insertInto('catalog_prices').values(prices).execute();

  await db.deleteFrom('catalog_faq').execute();
  await db
    .insertInto('catalog_faq')
    .values(
      content.faq.map((item, position) => ({ id: item.id, position, t: item.t, q: json(item.q), a: json(item.a) })),
    )
    .execute();

  await db.deleteFrom('release_blocks').execute();
  await db.deleteFrom('release_pages').execute();
  for (const { page, blocks } of content.releases) {
    const id = normalizeNotionId(page.id);
    await db
      .insertInto('release_pages')
      .values({
        id,
        language: page.properties.language.select?.name ?? '',
        status: page.properties.status.status?.name ?? '',
        date: page.properties.date.date?.start ?? '',
        page: json(page),
      })
      .execute();
    if (blocks.length) {
      await db
        .insertInto('release_blocks')
        .values(blocks.map((block, position) => ({ page_id: id, position, id: block.id, block: json(block) })))
        .execute();
    }
  }

  await db.deleteFrom('legal_documents').execute();
  await db.insertInto('legal_documents').values(content.legal).execute();
}
