import fs from 'node:fs';
import path from 'node:path';
import type { FileStorage } from '../../server/src/providers/storage/types';

/**
 * Where a release goes: a folder the server serves at /downloads, a storage URL taking PUT, or the
 * server's own file storage (an S3-compatible bucket), under its `downloads/` keys.
 */
export type PublishTarget =
  | { kind: 'directory'; dir: string }
  | { kind: 'http'; baseUrl: string }
  | { kind: 'storage'; storage: FileStorage };

export type Publication = {
  installers: readonly string[];
  updateFiles: ReadonlyMap<string, string>;
};

const CONTENT_TYPES: Record<string, string> = {
  '.yml': 'text/yaml; charset=utf-8',
  '.exe': 'application/vnd.microsoft.portable-executable',
  '.dmg': 'application/x-apple-diskimage',
  '.zip': 'application/zip',
  '.deb': 'application/vnd.debian.binary-package',
};

function contentType(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

async function publishToDirectory(dir: string, publication: Publication): Promise<string[]> {
  await fs.promises.mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const installer of publication.installers) {
    const target = path.join(dir, path.basename(installer));
    if (path.resolve(installer) !== path.resolve(target)) await fs.promises.copyFile(installer, target);
    written.push(target);
  }
  // Update files last and by rename, so a reader never sees one that names a missing installer.
  for (const [name, text] of publication.updateFiles) {
    const target = path.join(dir, name);
    const temporary = `${target}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, text, 'utf8');
    await fs.promises.rename(temporary, target);
    written.push(target);
  }
  return written;
}

async function put(url: string, body: Uint8Array<ArrayBuffer> | string, type: string): Promise<void> {
  const response = await fetch(url, { method: 'PUT', headers: { 'content-type': type }, body });
  if (!response.ok) throw new Error(`PUT ${url} answered ${response.status} ${response.statusText}`);
}

async function publishOverHttp(baseUrl: string, publication: Publication): Promise<string[]> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const written: string[] = [];
  for (const installer of publication.installers) {
    const name = path.basename(installer);
    const url = new URL(encodeURIComponent(name), base).toString();
    await put(url, new Uint8Array(await fs.promises.readFile(installer)), contentType(name));
    written.push(url);
  }
  for (const [name, text] of publication.updateFiles) {
    const url = new URL(name, base).toString();
    await put(url, text, contentType(name));
    written.push(url);
  }
  return written;
}

async function publishToStorage(storage: FileStorage, publication: Publication): Promise<string[]> {
  const written: string[] = [];
  for (const installer of publication.installers) {
    const key = `downloads/${path.basename(installer)}`;
    await storage.put(key, await fs.promises.readFile(installer), contentType(key));
    written.push(key);
  }
  for (const [name, text] of publication.updateFiles) {
    await storage.put(`downloads/${name}`, Buffer.from(text, 'utf8'), contentType(name));
    written.push(`downloads/${name}`);
  }
  return written;
}

/** Publishes installers first and update files after them; returns where each went. */
export function publish(target: PublishTarget, publication: Publication): Promise<string[]> {
  if (target.kind === 'directory') return publishToDirectory(target.dir, publication);
  if (target.kind === 'storage') return publishToStorage(target.storage, publication);
  return publishOverHttp(target.baseUrl, publication);
}
