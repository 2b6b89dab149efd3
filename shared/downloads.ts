/** Desktop releases: electron-builder's latest-version files and the installer names built from a version. */
export type DesktopOsName = 'windows' | 'macos';

export const LATEST_VERSION_FILE: Record<DesktopOsName, string> = {
  windows: 'latest.yml',
  macos: 'latest-mac.yml',
};

export function installerFileName(os: DesktopOsName, version: string): string {
  return os === 'windows' ? `Cantara-Setup-${version}.exe` : `Cantara-${version}-universal.dmg`;
}

/** A release version as electron-builder writes it: x.y.z with an optional pre-release tag. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
