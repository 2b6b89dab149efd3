import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, its type and its size. */
export type StoredFile = { body: Readable; contentType: string; size: number };

/**
 * Where files are kept: uploaded avatars and published desktop releases. Keys are relative paths
 * (`avatars/abc123def.webp`, `downloads/latest.yml`) of the forms `isStorageKey` accepts.
 */
export interface FileStorage {
  /** Writes the whole file or nothing: a reader sees the old content or the new, never a part. */
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL the file is served from (this server's /files route). */
  url(key: string): string;
}

/** The areas of the store and the file names each takes (server-made ids; release file names). */
const KEY_FORMS: Record<string, RegExp> = {
  avatars: /^[A-Za-z0-9_-]{8,128}\.(webp|png|jpg)$/,
  downloads: /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/,
};

export type StorageArea = 'avatars' | 'downloads';

/** Whether a key names a file of a known area; anything else (traversal, odd characters) is refused. */
export function isStorageKey(key: string): boolean {
  const slash = key.indexOf('/');
  if (slash < 0 || key.length > 200) return false;
  const form = KEY_FORMS[key.slice(0, slash)];
  return Boolean(form?.test(key.slice(slash + 1)));
}

/** The area a key is in (it must be a storage key). */
export function storageArea(key: string): StorageArea {
  return key.slice(0, key.indexOf('/')) as StorageArea;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  yml: 'text/yaml; charset=utf-8',
  exe: 'application/vnd.microsoft.portable-executable',
  dmg: 'application/x-apple-diskimage',
  zip: 'application/zip',
  deb: 'application/vnd.debian.binary-package',
};

/** The content type a key's extension stands for (a store that keeps none, like a folder, uses this). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
