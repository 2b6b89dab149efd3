import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { asProductError, fetchProducts, refreshProducts } from './catalogApi';

afterEach(() => {
  vi.unstubAllGlobals();
  refreshProducts();
});

describe('fetchProducts', () => {
  it('reports a failed product list as GET_PRODUCT_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ detail: { code: 'UNKNOWN_ERROR', message: 'boom' } }), { status: 500 }),
      ),
    );
    await expect(fetchProducts('en', true)).rejects.toMatchObject({ code: 'GET_PRODUCT_ERROR', status: 500 });
  });

  it('reports an unreachable server and a malformed answer the same way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchProducts('ko', true)).rejects.toMatchObject({ code: 'GET_PRODUCT_ERROR' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ currency: 'usd' }), { status: 200 })),
    );
    await expect(fetchProducts('ja', true)).rejects.toMatchObject({ code: 'GET_PRODUCT_ERROR' });
  });
});

describe('asProductError', () => {
  it('keeps timeouts and aborts as they are', () => {
    const timeout = new ApiRequestError('TIMEOUT_ERROR', 0, 'late');
    expect(asProductError(timeout)).toBe(timeout);
    const abort = new DOMException('stop', 'AbortError');
    expect(asProductError(abort)).toBe(abort);
  });
});
