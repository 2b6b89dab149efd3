import { ROUTER_REDIRECT_LIMIT } from '../../../shared/constants';

const QUIET_PERIOD_MS = 2000;
let count = 0;
let lastAt = 0;

/**
 * Counts redirects issued by the app; a burst longer than the router limit (100) is a loop, and
 * further redirects are refused so that the page stays usable.
 */
export function allowRedirect(now: number = Date.now()): boolean {
  if (now - lastAt > QUIET_PERIOD_MS) count = 0;
  lastAt = now;
  count += 1;
  return count <= ROUTER_REDIRECT_LIMIT;
}
