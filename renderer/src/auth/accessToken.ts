/** The expiry (ms since epoch) a JWT access token carries, or 0 when it cannot be read. */
export function accessTokenExpiry(token: string): number {
  const payload = token.split('.')[1];
  if (!payload) return 0;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** True when the token has expired (or is about to, within the margin). */
export function isAccessTokenExpired(token: string, now: number = Date.now(), marginMs = 30_000): boolean {
  return accessTokenExpiry(token) - marginMs <= now;
}
