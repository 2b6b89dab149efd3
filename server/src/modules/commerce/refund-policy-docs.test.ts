import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '../../../../shared/money';
import { type ContentBundle, loadContent } from '../../db/content-files';
import { decideRefund } from './refund-policy';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');
const DAY_MS = 86_400_000;

let content: ContentBundle;
beforeAll(async () => {
  content = await loadContent(CONTENT);
});

const yearlyPrice = (currency: Currency) =>
  content.products.plans.map((plan) => plan.price.year?.unit_amount[currency].current).find((amount) => amount);

/** The amounts in the refund policy's worked example, in the order the text gives them, as minor units. */
function exampleAmounts(language: string): number[] {
  const html = content.legal.find((doc) => doc.page === 'refund-policy' && doc.language === language)?.html ?? '';
  const example = html.split('\n').find((line) => /365/.test(line)) ?? '';
  return [...example.matchAll(/[$¥]?\d[\d,.]*(?:원)?/g)]
    .map((match) => match[0])
    .filter((amount) => /[$¥원]/.test(amount))
    .map((amount) => Number(amount.replace(/\D/g, '')));
}

describe("the refund policy's worked example", () => {
  it.each<[string, Currency]>([
    ['en', 'usd'],
    ['ko', 'krw'],
    ['ja', 'jpy'],
  ])('in %s is in the currency of its prices (%s) and refunds what the refund rules refund', (language, currency) => {
    const price = yearlyPrice(currency);
    const periodStart = new Date('2026-01-01T00:00:00Z');
    const periodEnd = new Date(periodStart.getTime() + 365 * DAY_MS);
    const decision = decideRefund({
      kind: 'subscription',
      now: new Date(periodEnd.getTime() - 100 * DAY_MS),
      paidAt: periodStart,
      periodStart,
      periodEnd,
      amountPaid: price ?? 0,
      amountRefunded: 0,
      currency,
      used: false,
    });
    const [paid, remaining, deduction, refunded] = exampleAmounts(language);
    expect(paid).toBe(price);
    expect(refunded).toBe(decision.amount);
    expect((remaining ?? 0) - (deduction ?? 0)).toBe(decision.amount);
  });
});
