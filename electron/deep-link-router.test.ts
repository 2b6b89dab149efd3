import { describe, expect, it, vi } from 'vitest';
import type { DeepLink } from './deep-link';
import { createDeepLinkRouter, DEEP_LINK_QUEUE_LIMIT } from './deep-link-router';

describe('deep link router', () => {
  it('queues links until the window is ready, then handles them in order', async () => {
    const handled: DeepLink[] = [];
    const router = createDeepLinkRouter({ handle: (link) => void handled.push(link) });
    expect(router.receive('cantara://agreements-success')).toBe(true);
    expect(router.receive('cantara://logout?reason=bye')).toBe(true);
    await Promise.resolve();
    expect(handled).toEqual([]);
    router.markReady();
    await vi.waitFor(() => expect(handled).toHaveLength(2));
    expect(handled).toEqual([{ action: 'agreements-success' }, { action: 'logout', reason: 'bye' }]);
    router.receive('cantara://agreements-success');
    await vi.waitFor(() => expect(handled).toHaveLength(3));
  });

  it('refuses disallowed links and caps the queue', () => {
    const report = vi.fn();
    const router = createDeepLinkRouter({ handle: vi.fn(), report });
    expect(router.receive('javascript:alert(1)')).toBe(false);
    for (let i = 0; i < DEEP_LINK_QUEUE_LIMIT + 5; i++) router.receive('cantara://agreements-success');
    expect(report).toHaveBeenCalledTimes(6);
  });

  it('reports a failing handler instead of crashing', async () => {
    const report = vi.fn();
    const router = createDeepLinkRouter({
      handle: () => {
        throw new Error('boom');
      },
      report,
    });
    router.markReady();
    router.receive('cantara://agreements-success');
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(expect.stringMatching(/boom/)));
  });
});
