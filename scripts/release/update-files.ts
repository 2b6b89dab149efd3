import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dump } from 'js-yaml';
import semver from 'semver';

/** One installer as electron-builder describes it in its update files. */
export type InstallerFacts = { url: string; sha512: string; size: number };

export type ChannelFile = 'latest.yml' | 'latest-mac.yml' | 'latest-linux.yml';

/** Which update file an installer belongs to, by its extension; the first listed is the one updaters install. */
const CHANNEL_BY_EXTENSION: Record<string, { channel: ChannelFile; rank: number }> = {
  '.exe': { channel: 'latest.yml', rank: 0 },
  '.msi': { channel: 'latest.yml', rank: 1 },
  // electron-updater on macOS installs from the zip; the dmg is for people downloading by hand.
  '.zip': { channel: 'latest-mac.yml', rank: 0 },
  '.dmg': { channel: 'latest-mac.yml', rank: 1 },
  '.appimage': { channel: 'latest-linux.yml', rank: 0 },
  '.deb': { channel: 'latest-linux.yml', rank: 1 },
  '.rpm': { channel: 'latest-linux.yml', rank: 2 },
};

export function channelOf(fileName: string): { channel: ChannelFile; rank: number } | null {
  return CHANNEL_BY_EXTENSION[path.extname(fileName).toLowerCase()] ?? null;
}

/** sha512 in base64, the form electron-builder writes and electron-updater verifies downloads against. */
export async function sha512Base64(filePath: string): Promise<string> {
  const hash = createHash('sha512');
  for await (const chunk of fs.createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('base64');
}

export async function describeInstaller(filePath: string): Promise<InstallerFacts> {
  const stat = await fs.promises.stat(filePath);
  if (!stat.isFile()) throw new Error(`${filePath} is not a file.`);
  return { url: path.basename(filePath), sha512: await sha512Base64(filePath), size: stat.size };
}

export type UpdateFileContent = {
  version: string;
  files: InstallerFacts[];
  path: string;
  sha512: string;
  releaseDate: string;
};

/** Groups installers by update file and writes each in electron-builder's format. */
export async function buildUpdateFiles(
  installerPaths: readonly string[],
  options: { version: string; releaseDate: Date },
): Promise<Map<ChannelFile, string>> {
  const version = semver.valid(options.version);
  if (!version) throw new Error(`"${options.version}" is not a semantic version (x.y.z).`);
  if (installerPaths.length === 0) throw new Error('Give at least one installer file.');

  const groups = new Map<ChannelFile, { rank: number; facts: InstallerFacts }[]>();
  const seen = new Set<string>();
  for (const installerPath of installerPaths) {
    const name = path.basename(installerPath);
    const placement = channelOf(name);
    if (!placement)
      throw new Error(`${name}: not an installer type this release knows (.exe .msi .zip .dmg .AppImage .deb .rpm).`);
    if (seen.has(name)) throw new Error(`${name} is given twice.`);
    seen.add(name);
    const entries = groups.get(placement.channel) ?? [];
    entries.push({ rank: placement.rank, facts: await describeInstaller(installerPath) });
    groups.set(placement.channel, entries);
  }

  const result = new Map<ChannelFile, string>();
  for (const [channel, entries] of groups) {
    const files = entries.sort((a, b) => a.rank - b.rank).map((entry) => entry.facts);
    const primary = files[0] as InstallerFacts;
    const content: UpdateFileContent = {
      version,
      files,
      path: primary.url,
      sha512: primary.sha512,
      releaseDate: options.releaseDate.toISOString(),
    };
    result.set(channel, dump(content, { lineWidth: -1 }));
  }
  return result;
}
