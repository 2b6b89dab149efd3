import type { UpdateStatus } from '../shared/desktop-bridge';
import {
  channelFileName,
  type DesktopOsName,
  installerUrl,
  isNewerVersion,
  parseUpdateInfo,
  UPDATE_INFO_MAX_BYTES,
} from '../shared/update-info';
import type { FetchLike } from './auth-client';

/** Spec: on start and every 6 hours. */
export const UPDATE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const UPDATE_CHECK_TIMEOUT_MS = 15_000;

export type Timers = {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

export type UpdateCheckerOptions = {
  /** Base URL of the storage host, e.g. https://cantara.studio/downloads/. */
  storageUrl: string;
  currentVersion: string;
  platform: DesktopOsName;
  arch?: string;
  /** Whether this build can install updates itself (electron-updater supports its format). */
  installsInApp: boolean;
  fetch: FetchLike;
  now?: () => Date;
  timers?: Timers;
  onChange?: (status: UpdateStatus) => void;
  /** Where problems with the update file are reported; they never stop the app. */
  report?: (message: string) => void;
};

export type UpdateChecker = {
  start(): void;
  stop(): void;
  check(): Promise<UpdateStatus>;
  status(): UpdateStatus;
};

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Reads the update file from the storage host and says whether a later version is out. */
export function createUpdateChecker(options: UpdateCheckerOptions): UpdateChecker {
  const now = options.now ?? (() => new Date());
  const timers: Timers = options.timers ?? {
    setInterval: (callback, ms) => setInterval(callback, ms).unref(),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  const report = options.report ?? (() => undefined);
  const baseUrl = withTrailingSlash(options.storageUrl);
  let status: UpdateStatus = { state: 'idle', currentVersion: options.currentVersion };
  let handle: unknown = null;

  const update = (next: UpdateStatus): UpdateStatus => {
    status = next;
    options.onChange?.(next);
    return next;
  };

  /** A failed check keeps what an earlier check found; it is reported and otherwise ignored. */
  const fail = (message: string): UpdateStatus => {
    report(message);
    if (status.state === 'idle') return update({ state: 'failed', currentVersion: options.currentVersion, message });
    return status;
  };

  const readChannelFile = async (): Promise<string | { problem: string }> => {
    const url = new URL(channelFileName(options.platform, options.arch), baseUrl).toString();
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: 'GET',
        headers: { accept: 'text/yaml, application/x-yaml, text/plain' },
        cache: 'no-store',
        signal: AbortSignal.timeout(UPDATE_CHECK_TIMEOUT_MS),
      });
    } catch (error) {
      return { problem: `Could not reach the update server: ${(error as Error).message}` };
    }
    if (response.status === 404) return { problem: `No update file at ${url}.` };
    if (!response.ok) return { problem: `The update server answered ${response.status} for ${url}.` };
    const text = await response.text().catch(() => '');
    if (text.length > UPDATE_INFO_MAX_BYTES) return { problem: 'The update file is too large.' };
    return text;
  };

  const check = async (): Promise<UpdateStatus> => {
    if (status.state === 'downloading') return status;
    const text = await readChannelFile();
    if (typeof text !== 'string') return fail(text.problem);
    const parsed = parseUpdateInfo(text);
    if (!parsed.ok) return fail(parsed.problem);
    const checkedAt = now().toISOString();
    const { version } = parsed.info;
    if (!isNewerVersion(version, options.currentVersion)) {
      return update({ state: 'up-to-date', currentVersion: options.currentVersion, checkedAt });
    }
    return update({
      state: 'available',
      currentVersion: options.currentVersion,
      latestVersion: version,
      installerUrl: installerUrl(parsed.info, baseUrl, options.platform),
      installsInApp: options.installsInApp,
      checkedAt,
    });
  };

  const safeCheck = () => {
    check().catch((error: unknown) => fail(`Update check failed: ${(error as Error).message}`));
  };

  return {
    check,
    status: () => status,
    start: () => {
      if (handle !== null) return;
      safeCheck();
      handle = timers.setInterval(safeCheck, UPDATE_CHECK_INTERVAL_MS);
    },
    stop: () => {
      if (handle !== null) timers.clearInterval(handle);
      handle = null;
    },
  };
}
