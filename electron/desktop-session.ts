import type { SessionProblem, SessionState } from '../shared/desktop-bridge';
import type { AuthCallResult, AuthClient } from './auth-client';
import { type SecretStore, SecretStoreUnavailableError } from './secret-store';

/** Spec: the access token is re-validated every 25 minutes (it lives 30). */
export const ACCESS_TOKEN_REFRESH_AFTER_MS = 25 * 60 * 1000;
/** Spec: a conflicted token is retried after 1 s. */
export const CONFLICT_RETRY_MS = 1000;

export const KEYCHAIN_UNAVAILABLE: SessionProblem = {
  code: 'KEYCHAIN_UNAVAILABLE',
  message: 'The system keychain is unavailable, so Cantara cannot keep you signed in.',
};

export type DesktopSessionOptions = {
  store: SecretStore;
  client: AuthClient;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  onChange?: (state: SessionState) => void;
};

export type DesktopSession = {
  /** Current state; a signed-in session older than 25 minutes is refreshed first. */
  get(): Promise<SessionState>;
  refresh(): Promise<SessionState>;
  /** Exchanges a one-time hand-off code from `cantara://logged-in` for tokens. */
  completeHandoff(code: string): Promise<SessionState>;
  signOut(logoutReason?: string | null): Promise<SessionState>;
  current(): SessionState;
};

const signedOut = (problem: SessionProblem | null = null, logoutReason: string | null = null): SessionState => ({
  status: 'signed-out',
  problem,
  logoutReason,
});

/**
 * The desktop session, run by the main process: the refresh token stays in the keychain and
 * only access tokens reach the renderer.
 */
export function createDesktopSession(options: DesktopSessionOptions): DesktopSession {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let state: SessionState = signedOut();
  let obtainedAt = 0;
  let inFlight: Promise<SessionState> | null = null;
  let keychainChecked = false;

  const update = (next: SessionState): SessionState => {
    state = next;
    options.onChange?.(next);
    return next;
  };

  const readStoredToken = async (): Promise<{ token: string | null } | { unavailable: true }> => {
    try {
      return { token: await options.store.get() };
    } catch (error) {
      if (error instanceof SecretStoreUnavailableError) return { unavailable: true };
      throw error;
    }
  };

  /** Keeps the rotated refresh token; if the keychain refuses it, the session cannot continue. */
  const accept = async (result: Extract<AuthCallResult, { ok: true }>): Promise<SessionState> => {
    try {
      await options.store.set(result.tokens.refreshToken);
    } catch {
      return update(signedOut(KEYCHAIN_UNAVAILABLE));
    }
    obtainedAt = now();
    return update({ status: 'signed-in', accessToken: result.tokens.accessToken });
  };

  const forgetStoredToken = async () => {
    await options.store.delete().catch(() => undefined);
  };

  const runRefresh = async (): Promise<SessionState> => {
    keychainChecked = true;
    for (let attempt = 0; ; attempt++) {
      const stored = await readStoredToken();
      if ('unavailable' in stored) return update(signedOut(KEYCHAIN_UNAVAILABLE));
      if (!stored.token) return update(signedOut());
      const result = await options.client.refresh(stored.token);
      if (result.ok) return accept(result);
      if (result.problem.code === 'CONFLICTED_TOKEN' && attempt === 0) {
        await sleep(CONFLICT_RETRY_MS);
        continue;
      }
      // Not reached: keep the refresh token for the next try and say why.
      if (result.status === 0) return state.status === 'signed-in' ? state : update(signedOut(result.problem));
      await forgetStoredToken();
      const worthTelling = result.problem.code === 'DEACTIVATED_USER' ? result.problem : null;
      return update(signedOut(worthTelling));
    }
  };

  const refresh = () => {
    inFlight ??= runRefresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return {
    current: () => state,
    refresh,
    get: async () => {
      if (inFlight) return inFlight;
      if (!keychainChecked) return refresh();
      if (state.status === 'signed-in' && now() - obtainedAt >= ACCESS_TOKEN_REFRESH_AFTER_MS) return refresh();
      return state;
    },
    completeHandoff: async (code) => {
      // The code is single-use: do not spend it when the refresh token could not be kept.
      keychainChecked = true;
      const stored = await readStoredToken();
      if ('unavailable' in stored) return update(signedOut(KEYCHAIN_UNAVAILABLE));
      const result = await options.client.exchangeHandoffCode(code);
      if (result.ok) return accept(result);
      return update(signedOut(result.problem));
    },
    signOut: async (logoutReason = null) => {
      const stored = await readStoredToken();
      await forgetStoredToken();
      keychainChecked = true;
      if ('token' in stored && stored.token) await options.client.revoke(stored.token);
      return update(signedOut(null, logoutReason));
    },
  };
}
