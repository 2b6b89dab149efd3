import { describe, expect, it } from 'vitest';
import { createQueryCache } from './queryCache';

describe('createQueryCache', () => {
  it('reuses an answer for 30 s and asks again afterwards or on demand', async () => {
    let now = 0;
    let calls = 0;
    const cache = createQueryCache<number>(30_000, () => now);
    const load = async () => ++calls;
    expect(await cache.get('usd', load)).toBe(1);
    now = 29_999;
    expect(await cache.get('usd', load)).toBe(1);
    now = 30_000;
    expect(await cache.get('usd', load)).toBe(2);
    cache.clear();
    expect(await cache.get('usd', load)).toBe(3);
  });
  it('forgets failures so that the next call retries', async () => {
    const cache = createQueryCache<number>(30_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
