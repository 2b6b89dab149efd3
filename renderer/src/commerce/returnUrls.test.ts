import { describe, expect, it } from 'vitest';
import { checkoutReturnUrls } from './returnUrls';

describe('checkout return URLs', () => {
  it('returns to the payment-success page in the same language, and cancels back to where it started', () => {
    expect(
      checkoutReturnUrls(
        { origin: 'https://cantara.studio', pathname: '/ko/pricing/store/cart', search: '' },
        'payment',
      ),
    ).toEqual({
      successUrl: 'https://cantara.studio/ko/payment-successful?mode=payment',
      cancelUrl: 'https://cantara.studio/ko/pricing/store/cart',
    });
    expect(
      checkoutReturnUrls(
        { origin: 'http://localhost:8080', pathname: '/pricing', search: '?period=year' },
        'subscription',
      ).successUrl,
    ).toBe('http://localhost:8080/payment-successful?mode=subscription');
  });
});
