import { type AsyncState, useAsync } from '../../catalog/useAsync';
import type { DownloadOs, LatestRelease } from './latestVersion';

/**
 * The published release for this system, read from the storage's latest-version file; null when the
 * system gets no installer. An error means nothing is published (or the file cannot be read).
 * The YAML reader and the catalogue's calls load only when asked, so the home page does not carry them
 * in its first load (a system without installers asks nothing).
 */
export function useLatestRelease(os: DownloadOs | null): AsyncState<LatestRelease | null> {
  return useAsync(async () => {
    if (!os) return null;
    const [config, { fetchLatestRelease }] = await Promise.all([
      import('../../catalog/catalogApi').then((api) => api.fetchSiteConfig()),
      import('./latestVersion'),
    ]);
    return fetchLatestRelease(config.downloads_url, os);
  }, [os]);
}
