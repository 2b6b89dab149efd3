import { CONFLICTED_TOKEN_RETRY_MS } from '../../../shared/accounts';
import type { TokenResponse } from '../../../shared/schemas/auth';
import { validateRefreshToken } from '../api/auth';
import { ApiRequestError } from '../api/client';
import { hasSessionHint } from './sessionHint';

const MAX_CONFLICT_RETRIES = 3;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Validates the refresh cookie. A 409 CONFLICTED_TOKEN means another tab rotated the same token a
 * moment ago: after 1 s the browser holds that tab's new cookie, so the call is simply made again.
 */
export async function refreshWithRetry(
  call: () => Promise<TokenResponse> = validateRefreshToken,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<TokenResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const conflicted = error instanceof ApiRequestError && error.code === 'CONFLICTED_TOKEN';
      if (!conflicted || attempt >= MAX_CONFLICT_RETRIES) throw error;
      await wait(CONFLICTED_TOKEN_RETRY_MS);
    }
  }
}

let inFlight: Promise<TokenResponse> | null = null;

/**
 * One refresh at a time per tab: the timer and the visibility check share a running call. Without the
 * session hint cookie there is no session to refresh: it fails as the server would (LOGIN_REQUIRED),
 * without a request (a signed-out visitor's page load logs no failed call).
 */
export function refreshOnce(hinted: () => boolean = hasSessionHint): Promise<TokenResponse> {
  if (!hinted()) return Promise.reject(new ApiRequestError('LOGIN_REQUIRED', 401, 'Login is required to proceed.'));
  inFlight ??= refreshWithRetry().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
