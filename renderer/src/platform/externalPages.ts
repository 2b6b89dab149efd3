import { platform } from './index';

/**
 * Sends the user to a payment page the API returned (checkout or billing-portal `redirect_url`).
 * On the web this tab goes there; in the desktop app the system browser opens it, since payment
 * happens on the website. Resolves false when the URL was refused (not https, host not allowed).
 */
export async function openPaymentPage(url: string, win: Pick<Window, 'location'> = window): Promise<boolean> {
  if (platform.capabilities.opensWebsiteExternally) return platform.openExternal(url);
  let target: URL;
  try {
    target = new URL(url, win.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  win.location.assign(target.href);
  return true;
}
