/**
 * A tiny time-limited cache of in-flight and settled requests, keyed by text. Failed requests are
 * forgotten at once so that the next caller retries.
 */
export function createQueryCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** Keeps a value already known (the data sent with the page) as if it had just been loaded. */
    seed(key: string, value: T): void {
      entries.set(key, { at: now(), value: Promise.resolve(value) });
    },
    clear(): void {
      entries.clear();
    },
  };
}
