import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CatalogReader } from '../commerce/catalog-reader';
import { addonsBySlug } from '../commerce/demo-seed';
import { SUBSCRIPTION_PLAN_ID } from '../commerce/subscriptions-repo';

/**
 * Demo vouchers of the embedded default (listed in the README). Inserted once; existing rows are
 * left as they are so that redemptions survive restarts.
 */
export const DEMO_VOUCHERS = [
  { code: 'ARTIST30', kind: 'plan', days: 30, character: null, max_redemptions: null, used: false },
  { code: 'RENAGIFT', kind: 'addon', days: null, character: 'rena', max_redemptions: null, used: false },
  { code: 'THANKYOU2024', kind: 'plan', days: 7, character: null, max_redemptions: 1, used: true },
] as const;

const ARTIST_PLAN_NAME = { en: 'Artist plan', ko: '아티스트 플랜', ja: 'アーティストプラン' };

export async function seedDemoVouchers(db: Kysely<Database>, catalog: CatalogReader, now: Date): Promise<void> {
  const addonBySlug = await addonsBySlug(db, catalog);
  const vouchers = DEMO_VOUCHERS.flatMap((voucher) => {
    const addon = voucher.character ? addonBySlug.get(voucher.character) : null;
    if (voucher.kind === 'addon' && !addon) return [];
    return [
      {
        code: voucher.code,
        kind: voucher.kind,
        plan_id: voucher.kind === 'plan' ? SUBSCRIPTION_PLAN_ID : null,
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
  if (!vouchers.length) return;
  await db
    .insertInto('vouchers')
    .values(vouchers)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
