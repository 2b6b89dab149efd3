import type { CataloguePrice, Order, OrderLine, PayMode, PromotionRule } from '../../../../shared/commerce';
import { type Currency, DECIMAL_UNITS } from '../../../../shared/money';

export type PricingError =
  | { kind: 'unknown_lookup_key'; lookupKeys: string[] }
  | { kind: 'mode_mismatch'; message: string }
  | { kind: 'promotion_not_applicable' };

/** Whether a promotion discounts a line: character add-ons only, all of them when it names none. */
export function promotionAppliesTo(promotion: PromotionRule, line: Pick<CataloguePrice, 'productId' | 'productKind'>) {
  if (line.productKind !== 'addon') return false;
  return promotion.appliesTo === null || promotion.appliesTo.includes(line.productId);
}

/**
 * Prices an order from the catalogue's price table only. The requested lookup keys choose what is
 * bought; amounts always come from `prices`. A subscription has exactly one plan and may carry
 * character add-ons on its first invoice; a payment has add-ons only.
 */
export function priceOrder(input: {
  lookupKeys: readonly string[];
  mode: PayMode;
  currency: Currency;
  prices: readonly CataloguePrice[];
  promotion: PromotionRule | null;
  trialDays: number;
}): { ok: true; order: Order } | { ok: false; error: PricingError } {
  const keys = [...new Set(input.lookupKeys)];
  const byKey = new Map(input.prices.map((price) => [price.lookupKey, price]));
  const unknown = keys.filter((key) => !byKey.has(key));
  if (unknown.length) return { ok: false, error: { kind: 'unknown_lookup_key', lookupKeys: unknown } };

  const items = keys.map((key) => byKey.get(key)!);
  const plans = items.filter((item) => item.productKind === 'plan');
  if (input.mode === 'payment' && plans.length) {
    return { ok: false, error: { kind: 'mode_mismatch', message: 'A one-time payment cannot include a plan.' } };
  }
  if (input.mode === 'subscription' && plans.length !== 1) {
    return { ok: false, error: { kind: 'mode_mismatch', message: 'A subscription needs exactly one plan.' } };
  }

  const promotion = input.promotion;
  if (promotion && !items.some((item) => promotionAppliesTo(promotion, item))) {
    return { ok: false, error: { kind: 'promotion_not_applicable' } };
  }
  const lines: OrderLine[] = items.map((item) => ({
    ...item,
    discount:
      promotion && promotionAppliesTo(promotion, item) ? Math.round((item.amount * promotion.percentOff) / 100) : 0,
  }));

  const planLine = lines.find((line) => line.productKind === 'plan') ?? null;
  const trialDays = planLine ? Math.max(0, input.trialDays) : 0;
  const dueNow = lines.filter((line) => line !== planLine || trialDays === 0);
  const subtotal = dueNow.reduce((sum, line) => sum + line.amount, 0);
  const discount = dueNow.reduce((sum, line) => sum + line.discount, 0);
  return {
    ok: true,
    order: {
      mode: input.mode,
      currency: input.currency,
      decimalUnit: DECIMAL_UNITS[input.currency],
      lines,
      plan: planLine ? { line: planLine, trialDays } : null,
      promotion,
      subtotal,
      discount,
      total: Math.max(0, subtotal - discount),
    },
  };
}
