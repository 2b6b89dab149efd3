import { describe, expect, it, vi } from 'vitest';
import { applyAnalyticsConsent } from './analytics';

describe('applyAnalyticsConsent', () => {
  it('delivers the consent update once the tag has loaded', async () => {
    const gtag = vi.fn();
    const win = {} as Window & { gtag?: typeof gtag };
    let waits = 0;
    const delivered = await applyAnalyticsConsent(true, win, async () => {
      waits += 1;
      if (waits === 2) win.gtag = gtag;
    });
    expect(delivered).toBe(true);
    expect(waits).toBe(2);
    expect(gtag).toHaveBeenCalledWith('consent', 'update', expect.objectContaining({ analytics_storage: 'granted' }));
  });

  it('gives up after 5 retries at 100 ms', async () => {
    const waits: number[] = [];
    const delivered = await applyAnalyticsConsent(true, {} as Window, async (ms) => {
      waits.push(ms);
    });
    expect(delivered).toBe(false);
    expect(waits).toEqual([100, 100, 100, 100, 100]);
  });
});
