import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideRefund } from './refund-policy';

const CONTENT = path.resolve(import.meta.dirname, '../../../content');
const DAY_MS = 86_400_000;

type Products = { plans: { price: { year?: { unit_amount: Record<string, { current: number }> } } }[] };
const products = JSON.parse(fs.readFileSync(path.join(CONTENT, 'products.json'), 'utf8')) as Products;
const yearlyPrice = (currency: string) =>
  products.plans.map((plan) => plan.price.year?.unit_amount[currency]?.current).find((amount) => amount);

/** The amounts in the refund policy's worked example, in the order the text gives them, as minor units. */
function exampleAmounts(language: string): number[] {
  const html = fs.readFileSync(path.join(CONTENT, 'docs', `refund-policy_${language}.html`), 'utf8');
  const example = html.split('\n').find((line) => /365/.test(line)) ?? '';
  return [...example.matchAll(/[$¥]?\d[\d,.]*(?:원)?/g)]
    .map((match) => match[0])
    .filter((amount) => /[$¥원]/.test(amount))
    .map((amount) => Number(amount.replace(/\D/g, '')));
}

describe("the refund policy's worked example", () => {
  it.each([
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
      currency: currency as 'usd',
      used: false,
    });
    const [paid, remaining, deduction, refunded] = exampleAmounts(language);
    expect(paid).toBe(price);
    expect(refunded).toBe(decision.amount);
    expect((remaining ?? 0) - (deduction ?? 0)).toBe(decision.amount);
  });
});
