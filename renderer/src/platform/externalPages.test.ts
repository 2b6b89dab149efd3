// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../../../shared/desktop-bridge';

afterEach(() => {
  delete window.desktop;
  vi.resetModules();
});

const location = () => ({ href: 'https://cantara.studio/en/pricing/store/cart', assign: vi.fn() });

describe('openPaymentPage', () => {
  it('goes to the payment page in this tab on the web', async () => {
    const { openPaymentPage } = await import('./externalPages');
    const loc = location();
    expect(await openPaymentPage('https://checkout.stripe.com/c/pay/cs_1', { location: loc as never })).toBe(true);
    expect(loc.assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
    expect(await openPaymentPage('javascript:alert(1)', { location: loc as never })).toBe(false);
    expect(loc.assign).toHaveBeenCalledOnce();
  });

  it('opens it in the system browser inside the desktop app', async () => {
    const openExternal = vi.fn(async () => true);
    window.desktop = {
      capabilities: { handoffSignIn: true, nativeSession: true, opensWebsiteExternally: true, selfUpdate: true },
      openExternal,
    } as unknown as DesktopBridge;
    const { openPaymentPage } = await import('./externalPages');
    const loc = location();
    expect(await openPaymentPage('https://billing.stripe.com/p/session/1', { location: loc as never })).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://billing.stripe.com/p/session/1');
    expect(loc.assign).not.toHaveBeenCalled();
  });
});
