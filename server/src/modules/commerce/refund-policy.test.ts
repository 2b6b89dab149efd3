import { describe, expect, it } from 'vitest';
import { decideRefund, type RefundRequest } from './refund-policy';

const paidAt = new Date('2026-06-01T00:00:00Z');
const at = (days: number) => new Date(paidAt.getTime() + days * 86_400_000);

const monthly = (overrides: Partial<RefundRequest> & { now: Date }): RefundRequest =>
  ({
    kind: 'subscription',
    paidAt,
    periodStart: paidAt,
    periodEnd: new Date('2026-07-01T00:00:00Z'),
    amountPaid: 900,
    amountRefunded: 0,
    currency: 'usd',
    used: false,
    ...overrides,
  }) as RefundRequest;

const character = (overrides: Partial<RefundRequest> & { now: Date }): RefundRequest =>
  ({
    kind: 'character',
    paidAt,
    amountPaid: 4900,
    amountRefunded: 0,
    currency: 'usd',
    used: false,
    ...overrides,
  }) as RefundRequest;

describe('refund rules (spec section 9)', () => {
  it('refunds a subscription in full within 7 days of payment when unused', () => {
    expect(decideRefund(monthly({ now: at(3) }))).toMatchObject({ eligible: true, amount: 900, rule: 'full' });
    expect(decideRefund(monthly({ now: at(7) }))).toMatchObject({ eligible: true, amount: 900, rule: 'full' });
  });

  it('after 7 days refunds the remaining whole days less 50% of their amount', () => {
    // 10.5 days into a 30-day period: 19 whole days left are worth 570 cents; half is kept.
    expect(decideRefund(monthly({ now: at(10.5) }))).toEqual({
      eligible: true,
      amount: 285,
      currency: 'usd',
      rule: 'remaining_days',
      remainingDays: 19,
      periodDays: 30,
    });
  });

  it('prorates a used subscription even within 7 days', () => {
    // 28 days left are worth 840 cents; 420 are refunded.
    expect(decideRefund(monthly({ now: at(2), used: true }))).toMatchObject({
      amount: 420,
      rule: 'remaining_days',
      remainingDays: 28,
    });
  });

  it('works in whole units of currencies without minor units, rounding down', () => {
    const decision = decideRefund(
      monthly({
        now: new Date(paidAt.getTime() + 100.2 * 86_400_000),
        periodEnd: new Date('2027-06-01T00:00:00Z'),
        amountPaid: 99_000,
        currency: 'krw',
      }),
    );
    // 264 of 365 days are worth ₩71,605 (rounded down); 50% (₩35,803, rounded up) is kept.
    expect(decision).toMatchObject({ eligible: true, amount: 35_802, currency: 'krw', remainingDays: 264 });
  });

  it('refuses what has nothing left: a trial, an ended period, an amount already refunded', () => {
    expect(decideRefund(monthly({ now: at(1), amountPaid: 0 }))).toMatchObject({
      eligible: false,
      reason: 'nothing_paid',
    });
    expect(decideRefund(monthly({ now: at(29.5) }))).toMatchObject({ eligible: false, reason: 'no_days_left' });
    expect(decideRefund(monthly({ now: at(1), amountRefunded: 900 }))).toMatchObject({
      eligible: false,
      reason: 'already_refunded',
    });
  });

  it('refunds a character in full within 7 days if unused, and never after or once used', () => {
    expect(decideRefund(character({ now: at(6.9) }))).toMatchObject({ eligible: true, amount: 4900, rule: 'full' });
    expect(decideRefund(character({ now: at(7.01) }))).toMatchObject({ eligible: false, reason: 'window_passed' });
    expect(decideRefund(character({ now: at(1), used: true }))).toMatchObject({ eligible: false, reason: 'used' });
    expect(decideRefund(character({ now: at(9), used: true }))).toMatchObject({ reason: 'window_passed' });
  });

  it('rejects amounts that are not integer minor units', () => {
    expect(() => decideRefund(character({ now: at(1), amountPaid: 49.5 }))).toThrow(TypeError);
  });
});
