import { channelFileName, installerUrl, parseUpdateInfo } from '../../../../shared/update-info';

/** The systems the website offers an installer for. */
export type DownloadOs = 'windows' | 'macos';

export type LatestRelease = { version: string; installerUrl: string };

const BUILDER_PLATFORM = { windows: 'win32', macos: 'darwin' } as const;

/**
 * Reads electron-builder's latest-version file (the same file and parser the desktop app's updater
 * uses) and picks the installer a person downloads by hand; throws when the file is missing or malformed.
 */
export function readLatestRelease(text: string, baseUrl: string, os: DownloadOs): LatestRelease {
  const result = parseUpdateInfo(text);
  if (!result.ok) throw new Error(result.problem);
  const url = installerUrl(result.info, baseUrl, BUILDER_PLATFORM[os]);
  if (!url) throw new Error('The latest-version file names no installer for this system');
  return { version: result.info.version, installerUrl: url };
}

export async function fetchLatestRelease(downloadsUrl: string, os: DownloadOs): Promise<LatestRelease> {
  const base = new URL(`${downloadsUrl.replace(/\/+$/, '')}/`, window.location.origin).href;
  const response = await fetch(new URL(channelFileName(BUILDER_PLATFORM[os]), base), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Latest-version file answered ${response.status}`);
  return readLatestRelease(await response.text(), base, os);
}
