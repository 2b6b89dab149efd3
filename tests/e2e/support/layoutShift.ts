import type { Page } from '@playwright/test';

type ShiftWindow = { layoutShifts: number[] };

/**
 * Records the page's layout shifts from its first byte on (call before `goto`); the returned function
 * sums them so far.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as ShiftWindow).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as ShiftWindow).layoutShifts)).reduce((sum, value) => sum + value, 0);
}

/** Waits until the app has taken the page over (React's root is on #root). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}
