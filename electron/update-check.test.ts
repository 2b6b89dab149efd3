import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './auth-client';
import { createUpdateChecker, UPDATE_CHECK_INTERVAL_MS } from './update-check';

const yaml = (version: string) =>
  `version: ${version}\nfiles:\n  - url: Cantara-Setup-${version}.exe\n    sha512: abc\n    size: 10\npath: Cantara-Setup-${version}.exe\n`;

function serve(files: Record<string, string | number>) {
  const requested: string[] = [];
  const fetch: FetchLike = async (url) => {
    requested.push(url);
    const entry = files[new URL(url).pathname];
    if (entry === undefined) return new Response('Not Found', { status: 404 });
    if (typeof entry === 'number') return new Response('error', { status: entry });
    return new Response(entry, { status: 200 });
  };
  return { fetch, requested };
}

const base = {
  storageUrl: 'https://cantara.studio/downloads',
  currentVersion: '1.3.0',
  platform: 'win32' as const,
  installsInApp: true,
  now: () => new Date('2026-03-02T00:00:00Z'),
};

describe('update checker', () => {
  it('finds a later version in the storage host update file', async () => {
    const { fetch, requested } = serve({ '/downloads/latest.yml': yaml('1.4.0') });
    const changes = vi.fn();
    const checker = createUpdateChecker({ ...base, fetch, onChange: changes });
    const status = await checker.check();
    expect(requested).toEqual(['https://cantara.studio/downloads/latest.yml']);
    expect(status).toEqual({
      state: 'available',
      currentVersion: '1.3.0',
      latestVersion: '1.4.0',
      installerUrl: 'https://cantara.studio/downloads/Cantara-Setup-1.4.0.exe',
      installsInApp: true,
      checkedAt: '2026-03-02T00:00:00.000Z',
    });
    expect(changes).toHaveBeenCalledWith(status);
  });

  it('reads the macOS file on macOS and says up to date for the same or older version', async () => {
    const { fetch, requested } = serve({ '/downloads/latest-mac.yml': yaml('1.3.0') });
    const checker = createUpdateChecker({ ...base, platform: 'darwin', fetch });
    expect(await checker.check()).toMatchObject({ state: 'up-to-date', currentVersion: '1.3.0' });
    expect(requested[0]).toBe('https://cantara.studio/downloads/latest-mac.yml');
  });

  it('reports a missing, failing or malformed file and carries on', async () => {
    const cases: Record<string, string | number>[] = [
      {},
      { '/downloads/latest.yml': 500 },
      { '/downloads/latest.yml': 'version: [' },
    ];
    for (const files of cases) {
      const report = vi.fn();
      const checker = createUpdateChecker({ ...base, fetch: serve(files).fetch, report });
      expect(await checker.check()).toMatchObject({ state: 'failed', currentVersion: '1.3.0' });
      expect(report).toHaveBeenCalledOnce();
    }
    const unreachable = createUpdateChecker({
      ...base,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await unreachable.check()).toMatchObject({ state: 'failed', message: /reach/ });
  });

  it('keeps what it found when a later check fails', async () => {
    const files: Record<string, string> = { '/downloads/latest.yml': yaml('1.4.0') };
    const checker = createUpdateChecker({ ...base, fetch: serve(files).fetch });
    await checker.check();
    files['/downloads/latest.yml'] = 'garbage: [';
    expect(await checker.check()).toMatchObject({ state: 'available', latestVersion: '1.4.0' });
  });

  it('checks on start and every six hours until stopped', async () => {
    const { fetch, requested } = serve({ '/downloads/latest.yml': yaml('1.4.0') });
    let tick: (() => void) | null = null;
    const timers = {
      setInterval: vi.fn((callback: () => void, _ms: number) => {
        tick = callback;
        return 7;
      }),
      clearInterval: vi.fn(),
    };
    const checker = createUpdateChecker({ ...base, fetch, timers });
    checker.start();
    checker.start();
    expect(timers.setInterval).toHaveBeenCalledOnce();
    expect(timers.setInterval.mock.calls[0]?.[1]).toBe(UPDATE_CHECK_INTERVAL_MS);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(6 * 60 * 60 * 1000);
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    (tick as unknown as () => void)();
    await vi.waitFor(() => expect(requested).toHaveLength(2));
    checker.stop();
    expect(timers.clearInterval).toHaveBeenCalledWith(7);
  });
});
