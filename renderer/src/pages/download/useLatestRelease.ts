import { fetchSiteConfig } from '../../catalog/catalogApi';
import { type AsyncState, useAsync } from '../../catalog/useAsync';
import type { DownloadOs, LatestRelease } from './latestVersion';

/**
 * The published release for this system, read from the storage's latest-version file; null when the
 * system gets no installer. An error means nothing is published (or the file cannot be read).
 * The YAML reader loads only when asked, so the home page does not carry it in its first load.
 */
export function useLatestRelease(os: DownloadOs | null): AsyncState<LatestRelease | null> {
  return useAsync(async () => {
    if (!os) return null;
    const [config, { fetchLatestRelease }] = await Promise.all([fetchSiteConfig(), import('./latestVersion')]);
    return fetchLatestRelease(config.downloads_url, os);
  }, [os]);
}
