import { DESKTOP_PROTOCOL } from '../../../shared/accounts';

/** The desktop app's protocol when the query names it; any other scheme is ignored, never opened. */
export function desktopProtocol(value: string | null): string | null {
  return value === DESKTOP_PROTOCOL ? value : null;
}

/** A link that opens the desktop app at one of its actions, e.g. cantara://logged-in?code=…. */
export function desktopLink(
  protocol: string,
  action: 'logged-in' | 'agreements-success' | 'logout',
  params: Record<string, string> = {},
): string {
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${protocol}://${action}${query ? `?${query}` : ''}`;
}

export function openDesktopLink(link: string): void {
  window.location.href = link;
}
