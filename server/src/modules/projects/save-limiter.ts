import { ApiError } from '../../http/api-error';

const WINDOW_MS = 60_000;

/**
 * Saves per user and minute (a fixed window per user, in memory): an autosave every two seconds is
 * far below it, a runaway client is not. Keyed by the account, not the address, so one user's tabs
 * and devices share it and users behind one address do not.
 */
export function createSaveLimiter(maxPerMinute: number, now: () => Date) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts a save of the user, or refuses it with 429 RATE_LIMITED. */
    take(userUuid: string): void {
      const at = now().getTime();
      if (windows.size > 10_000) {
        for (const [key, window] of windows) if (at - window.start >= WINDOW_MS) windows.delete(key);
      }
      const window = windows.get(userUuid);
      if (!window || at - window.start >= WINDOW_MS) {
        windows.set(userUuid, { start: at, count: 1 });
        return;
      }
      if (window.count >= maxPerMinute) {
        throw new ApiError('RATE_LIMITED', { message: 'Too many saves. Please wait a moment.' });
      }
      window.count += 1;
    },
  };
}

export type SaveLimiter = ReturnType<typeof createSaveLimiter>;
