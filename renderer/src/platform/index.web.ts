import { z } from 'zod/mini';
import type { SessionState, UpdateStatus } from '../../../shared/desktop-bridge';
import { ApiRequestError, apiRequest } from '../api/client';
import { WEB_CAPABILITIES } from './capabilities';
import { downloadFile } from './download';
import type { Platform } from './platform';

const accessTokenSchema = z.union([
  z.pipe(
    z.object({ access_token: z.string().check(z.minLength(1)) }),
    z.transform((body) => body.access_token),
  ),
  z.pipe(
    z.object({ data: z.object({ access_token: z.string().check(z.minLength(1)) }) }),
    z.transform((body) => body.data.access_token),
  ),
]);

const noop = () => undefined;
const IDLE_UPDATES: UpdateStatus = { state: 'idle', currentVersion: null };

function isWebUrl(raw: string, base: string): boolean {
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The browser's side of the bridge: links open in a new tab, the session is the refresh cookie
 * (the spec's refresh-token validation and logout calls), and there is no app to update.
 */
export function createWebPlatform(win: Pick<Window, 'open' | 'location'> = window): Platform {
  const refresh = async (): Promise<SessionState> => {
    try {
      const accessToken = await apiRequest('/api/auth/v2/auth/refresh-token/validation', {
        method: 'POST',
        schema: accessTokenSchema,
      });
      return { status: 'signed-in', accessToken };
    } catch (error) {
      const problem =
        error instanceof ApiRequestError && (error.status === 0 || error.code === 'DEACTIVATED_USER')
          ? { code: error.code, message: error.message }
          : null;
      return { status: 'signed-out', problem, logoutReason: null };
    }
  };

  return {
    capabilities: WEB_CAPABILITIES,
    appVersion: async () => null,
    openExternal: async (url) => {
      if (!isWebUrl(url, win.location.href)) return false;
      win.open(url, '_blank', 'noopener,noreferrer');
      return true;
    },
    session: {
      get: refresh,
      refresh,
      signOut: async () => {
        await apiRequest('/api/auth/v2/auth', { method: 'DELETE', schema: z.unknown() }).catch(noop);
      },
      onChange: () => noop,
    },
    onAgreementsAccepted: () => noop,
    saveFile: downloadFile,
    updates: {
      get: async () => IDLE_UPDATES,
      install: async () => undefined,
      onChange: () => noop,
    },
  };
}
