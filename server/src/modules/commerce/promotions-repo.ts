import type { Kysely } from 'kysely';
import type { PromotionRule } from '../../../../shared/commerce';
import { codeKey } from '../../../../shared/commerce';
import type { Database } from '../../db/schema';

/** A promotion that can be used now: active and not expired. Codes are matched by their normalised key. */
export async function findUsablePromotion(
  db: Kysely<Database>,
  code: string,
  now: Date,
): Promise<PromotionRule | null> {
  const key = codeKey(code);
  if (!key) return null;
  const row = await db
    .selectFrom('promotions')
    .select(['code', 'percent_off', 'applies_to', 'expires_at', 'active'])
    .where('code', '=', key)
    .executeTakeFirst();
  if (!row?.active) return null;
  if (row.expires_at && new Date(row.expires_at) <= now) return null;
  const appliesTo = typeof row.applies_to === 'string' ? JSON.parse(row.applies_to) : row.applies_to;
  return { code: row.code, percentOff: row.percent_off, appliesTo: Array.isArray(appliesTo) ? appliesTo : null };
}
