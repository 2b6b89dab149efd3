import { parse } from 'yaml';
import {
  type DesktopOsName,
  installerFileName,
  LATEST_VERSION_FILE,
  VERSION_PATTERN,
} from '../../../../shared/downloads';

export type LatestRelease = { version: string; installerUrl: string };

/** The version from electron-builder's latest-version file, or an error when it is missing or malformed. */
export function readLatestYaml(text: string): string {
  const document: unknown = parse(text);
  const version = (document as { version?: unknown } | null)?.version;
  const value = typeof version === 'number' ? String(version) : version;
  if (typeof value !== 'string' || !VERSION_PATTERN.test(value))
    throw new Error('No version in the latest-version file');
  return value;
}

export async function fetchLatestRelease(downloadsUrl: string, os: DesktopOsName): Promise<LatestRelease> {
  const base = downloadsUrl.replace(/\/+$/, '');
  const response = await fetch(`${base}/${LATEST_VERSION_FILE[os]}`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Latest-version file answered ${response.status}`);
  const version = readLatestYaml(await response.text());
  return { version, installerUrl: `${base}/${installerFileName(os, version)}` };
}
