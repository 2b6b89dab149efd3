import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogReader } from './catalog-reader';

/**
 * Demo promotion codes and vouchers of the embedded default (listed in the README). Inserted once;
 * existing rows are left as they are so that redemptions survive restarts.
 */
export const DEMO_PROMOTIONS = [
  { code: 'WELCOME20', percent_off: 20, characters: null, expires_at: null },
  { code: 'DUET30', percent_off: 30, characters: ['nime', 'siae'], expires_at: '2099-12-31T23:59:59Z' },
  { code: 'SPRING2024', percent_off: 25, characters: null, expires_at: '2024-06-01T04:00:00Z' },
] as const;

export const DEMO_VOUCHERS = [
  { code: 'ARTIST30', kind: 'plan', days: 30, character: null, max_redemptions: null, used: false },
  { code: 'RENAGIFT', kind: 'addon', days: null, character: 'rena', max_redemptions: null, used: false },
  { code: 'THANKYOU2024', kind: 'plan', days: 7, character: null, max_redemptions: 1, used: true },
] as const;

const ARTIST_PLAN_NAME = { en: 'Artist plan', ko: '아티스트 플랜', ja: 'アーティストプラン' };

export async function seedDemoCommerce(db: Kysely<Database>, catalog: CatalogReader, now: Date): Promise<void> {
  const addons = await catalog.addons();
  const characters = await db.selectFrom('catalog_characters').select(['id', 'slug']).execute();
  const slugOf = new Map(characters.map((c) => [c.id, c.slug]));
  const addonBySlug = new Map(addons.map((addon) => [slugOf.get(addon.characterId), addon]));

  const promotions = DEMO_PROMOTIONS.map((promotion) => ({
    code: promotion.code,
    percent_off: promotion.percent_off,
    applies_to: promotion.characters
      ? JSON.stringify(promotion.characters.flatMap((slug) => addonBySlug.get(slug)?.uuid ?? []))
      : null,
    expires_at: promotion.expires_at ? new Date(promotion.expires_at) : null,
    created_at: now,
  }));
  await db
    .insertInto('promotions')
    .values(promotions)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();

  const vouchers = DEMO_VOUCHERS.flatMap((voucher) => {
    const addon = voucher.character ? addonBySlug.get(voucher.character) : null;
    if (voucher.kind === 'addon' && !addon) return [];
    return [
      {
        code: voucher.code,
        kind: voucher.kind,
        plan_id: voucher.kind === 'plan' ? 'artist' : null,
        addon_uuid: addon?.uuid ?? null,
        days: voucher.days,
        text_content: JSON.stringify(addon ? addon.name : ARTIST_PLAN_NAME),
        max_redemptions: voucher.max_redemptions,
        redeemed_count: voucher.used ? (voucher.max_redemptions ?? 1) : 0,
        expires_at: null,
        created_at: now,
      },
    ];
  });
  if (vouchers.length) {
    await db
      .insertInto('vouchers')
      .values(vouchers)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
}
