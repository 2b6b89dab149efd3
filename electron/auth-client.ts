import { z } from 'zod';
import type { SessionProblem } from '../shared/desktop-bridge';

/** The hand-off exchange and the refresh answer with both tokens in the body (desktop app_type). */
const tokenPairSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) });
const errorBodySchema = z.object({
  detail: z.object({ code: z.string(), message: z.string().optional(), activation_code: z.string().optional() }),
});

export const AUTH_TIMEOUT_MS = 10_000;
export const REFRESH_TOKEN_HEADER = 'X-Refresh-Token';

export type TokenPair = { accessToken: string; refreshToken: string };

export type AuthCallResult =
  | { ok: true; tokens: TokenPair }
  | {
      ok: false;
      problem: SessionProblem;
      /** HTTP status, or 0 when the server was not reached. */
      status: number;
    };

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type AuthClientOptions = {
  /** Origin of the API, e.g. https://cantara.studio. */
  apiOrigin: string;
  fetch: FetchLike;
  timeoutMs?: number;
};

export type AuthClient = {
  exchangeHandoffCode(code: string): Promise<AuthCallResult>;
  refresh(refreshToken: string): Promise<AuthCallResult>;
  /** Ends the session on the server; failures are ignored (the local session ends regardless). */
  revoke(refreshToken: string): Promise<void>;
};

async function readFailure(response: Response): Promise<AuthCallResult> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  const detail = parsed.success ? parsed.data.detail : null;
  return {
    ok: false,
    status: response.status,
    problem: {
      code: detail?.code ?? 'LOGIN_FAILED',
      message: detail?.message ?? 'Login failed.',
      ...(detail?.activation_code ? { activationCode: detail.activation_code } : {}),
    },
  };
}

/** The main process's HTTPS calls to the account API. No token ever travels in a URL. */
export function createAuthClient(options: AuthClientOptions): AuthClient {
  const timeoutMs = options.timeoutMs ?? AUTH_TIMEOUT_MS;

  const call = async (path: string, query: Record<string, string>, headers: Record<string, string>) => {
    const url = new URL(path, options.apiOrigin);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await options.fetch(url.toString(), {
        method: 'POST',
        headers: { accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        ok: false,
        status: 0,
        problem: timedOut
          ? { code: 'TIMEOUT_ERROR', message: 'The request has timed out.' }
          : { code: 'NETWORK_ERROR', message: 'Network request failed.' },
      } satisfies AuthCallResult;
    }
    if (!response.ok) return readFailure(response);
    const body = tokenPairSchema.safeParse(await response.json().catch(() => null));
    if (!body.success) {
      return {
        ok: false,
        status: response.status,
        problem: { code: 'LOGIN_FAILED', message: 'Unexpected answer from the sign-in service.' },
      } satisfies AuthCallResult;
    }
    return {
      ok: true,
      tokens: { accessToken: body.data.access_token, refreshToken: body.data.refresh_token },
    } satisfies AuthCallResult;
  };

  return {
    exchangeHandoffCode: (code) =>
      call('/api/auth/v2.1/auth', { auth_provider: 'handoff', code, app_type: 'desktop' }, {}),
    refresh: (refreshToken) =>
      call(
        '/api/auth/v2/auth/refresh-token/validation',
        { app_type: 'desktop' },
        { [REFRESH_TOKEN_HEADER]: refreshToken },
      ),
    revoke: async (refreshToken) => {
      const url = new URL('/api/auth/v2/auth', options.apiOrigin);
      url.searchParams.set('app_type', 'desktop');
      await options
        .fetch(url.toString(), {
          method: 'DELETE',
          headers: { [REFRESH_TOKEN_HEADER]: refreshToken },
          signal: AbortSignal.timeout(timeoutMs),
        })
        .catch(() => undefined);
    },
  };
}
