export { authorizationUrl, callbackUrl } from '../../../shared/login-request';

/** Query parameters a provider adds to the callback; removed from the address bar once read. */
const CALLBACK_PARAMS = ['code', 'state', 'iss', 'scope', 'authuser', 'prompt', 'hd', 'error', 'error_description'];

export type CallbackResult =
  | { kind: 'none' }
  | { kind: 'failed'; reason: 'state-mismatch' | 'missing-verifier' }
  | { kind: 'cancelled' }
  | { kind: 'code'; code: string; verifier: string };

/** Reads a provider callback from the URL against the state and verifier stored when login started. */
export function readCallback(
  search: string,
  stored: { state: string | null; verifier: string | null },
): CallbackResult {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const error = params.get('error');
  if (!code && !error) return { kind: 'none' };
  if (!stored.state || params.get('state') !== stored.state) return { kind: 'failed', reason: 'state-mismatch' };
  if (error) return { kind: 'cancelled' };
  if (!code || !stored.verifier) return { kind: 'failed', reason: 'missing-verifier' };
  return { kind: 'code', code, verifier: stored.verifier };
}

/** The current address without the callback parameters. */
export function withoutCallbackParams(href: string): string {
  const url = new URL(href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
