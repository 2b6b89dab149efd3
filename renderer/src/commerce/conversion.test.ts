import { describe, expect, it, vi } from 'vitest';
import { conversionOf, reportConversion } from './conversion';

describe('conversion values', () => {
  it('sends the amount of a one-time payment in major units', () => {
    expect(
      conversionOf(
        'cs_1',
        { id: 'cs_1', mode: 'payment', currency: 'usd', amount: 8330, decimal_unit: 100, status: 'complete' },
        'payment',
      ),
    ).toEqual({ transaction_id: 'cs_1', value: 83.3, currency: 'USD' });
    expect(
      conversionOf(
        'cs_2',
        { id: 'cs_2', mode: 'payment', currency: 'krw', amount: 64000, decimal_unit: 1, status: 'complete' },
        'payment',
      ),
    ).toMatchObject({ value: 64000, currency: 'KRW' });
  });

  it('sends a fixed 8 USD for a subscription, and the fallbacks without a session', () => {
    expect(
      conversionOf(
        'cs_3',
        { id: 'cs_3', mode: 'subscription', currency: 'jpy', amount: 0, decimal_unit: 1, status: 'complete' },
        'payment',
      ),
    ).toMatchObject({ value: 8, currency: 'USD' });
    expect(conversionOf('cs_4', null, 'subscription')).toMatchObject({ value: 8, currency: 'USD' });
    expect(conversionOf('cs_5', null, 'payment')).toMatchObject({ value: 75, currency: 'USD' });
  });

  it('goes to the tag when it is there', () => {
    const gtag = vi.fn();
    reportConversion({ transaction_id: 'cs_1', value: 8, currency: 'USD' }, { gtag } as never);
    expect(gtag).toHaveBeenCalledWith('event', 'purchase', { transaction_id: 'cs_1', value: 8, currency: 'USD' });
  });
});
