import { REGION_COOKIE, REGION_COOKIE_MAX_AGE_SECONDS } from '../../../shared/constants';

/** The region answer is kept for a day so that the lookup runs at most once a day. */
export function readRegionCookie(cookieString: string = document.cookie): boolean | null {
  for (const part of cookieString.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === REGION_COOKIE && (value === 'true' || value === 'false')) return value === 'true';
  }
  return null;
}

export function writeRegionCookie(isEu: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser.
  document.cookie = `${REGION_COOKIE}=${isEu}; Max-Age=${REGION_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
