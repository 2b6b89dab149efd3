import { load } from 'js-yaml';
import semver from 'semver';
import { z } from 'zod/mini';

/**
 * electron-builder's update files (`latest.yml`, `latest-mac.yml`, `latest-linux.yml`): the
 * version, the installer files with their sha512 (base64) and size, and the release date.
 */
const updateFileSchema = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(1024)),
  sha512: z.string().check(z.minLength(1)),
  size: z.optional(z.int().check(z.nonnegative())),
});

const updateInfoSchema = z.object({
  version: z.string().check(z.refine((value) => semver.valid(value) !== null, 'version is not semver')),
  files: z.array(updateFileSchema).check(z.minLength(1)),
  path: z.optional(z.string()),
  sha512: z.optional(z.string()),
  releaseDate: z.optional(
    z.union([
      z.string(),
      z.pipe(
        z.date(),
        z.transform((date) => date.toISOString()),
      ),
    ]),
  ),
});

export type UpdateInfo = z.infer<typeof updateInfoSchema>;
export type UpdateFile = z.infer<typeof updateFileSchema>;

export type UpdateInfoResult = { ok: true; info: UpdateInfo } | { ok: false; problem: string };

/** Update files are a few hundred bytes; anything huge is not one. */
export const UPDATE_INFO_MAX_BYTES = 64 * 1024;

export type DesktopOsName = 'darwin' | 'win32' | 'linux';

/** The channel file electron-builder writes for each system (its generic provider reads the same). */
export function channelFileName(platform: DesktopOsName, arch = 'x64'): string {
  if (platform === 'darwin') return 'latest-mac.yml';
  if (platform === 'win32') return 'latest.yml';
  return arch === 'x64' ? 'latest-linux.yml' : `latest-linux-${arch}.yml`;
}

/** Reads an update file; a malformed or incomplete one is reported, never thrown. */
export function parseUpdateInfo(text: unknown): UpdateInfoResult {
  if (typeof text !== 'string' || !text.trim()) return { ok: false, problem: 'The update file is empty.' };
  if (text.length > UPDATE_INFO_MAX_BYTES) return { ok: false, problem: 'The update file is too large.' };
  let data: unknown;
  try {
    data = load(text);
  } catch (error) {
    return { ok: false, problem: `The update file is not valid YAML: ${(error as Error).message.split('\n')[0]}` };
  }
  // Unquoted versions like 1.10 would come back as numbers; electron-builder always writes strings.
  const parsed = updateInfoSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      problem: `The update file is incomplete: ${issue?.path.join('.') || 'root'} ${issue?.message}`,
    };
  }
  return { ok: true, info: parsed.data };
}

/** True when `candidate` is a later release than `current` (semver order; invalid versions never are). */
export function isNewerVersion(candidate: string, current: string): boolean {
  const next = semver.valid(candidate);
  const installed = semver.valid(current);
  if (!next || !installed) return false;
  return semver.gt(next, installed);
}

const INSTALLER_EXTENSIONS: Record<DesktopOsName, readonly string[]> = {
  darwin: ['.dmg', '.zip'],
  win32: ['.exe', '.msi'],
  linux: ['.appimage', '.deb'],
};

/** The installer a person downloads by hand for this system, resolved against the storage base URL. */
export function installerUrl(info: UpdateInfo, baseUrl: string, platform: DesktopOsName): string | null {
  const extensions = INSTALLER_EXTENSIONS[platform];
  for (const extension of extensions) {
    const file = info.files.find((candidate) => candidate.url.toLowerCase().endsWith(extension));
    if (file) return resolveFileUrl(file.url, baseUrl);
  }
  return null;
}

function resolveFileUrl(fileUrl: string, baseUrl: string): string | null {
  try {
    const url = new URL(fileUrl, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
