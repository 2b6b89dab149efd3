import type { Readable } from 'node:stream';

/** A stored file as read back: its bytes as a stream, its type and its size. */
export type StoredFile = { body: Readable; contentType: string; size: number };

/**
 * Where files are kept: uploaded avatars, published desktop releases and the projects' audio clips.
 * Keys are relative paths (`avatars/abc123def.webp`, `downloads/latest.yml`, `audio/<uuid>.wav`) of
 * the forms `isStorageKey` accepts. Only avatars are public (the /files route); audio is served by
 * the audio-clip API to its owner alone.
 */
export interface FileStorage {
  /** Writes the whole file or nothing: a reader sees the old content or the new, never a part. */
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a finished file of this machine (an upload streamed to disk) under `key`, whole or not at
   * all, and removes the local file (moved where it can be, so large files are not held in memory).
   */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /**
   * Copies a stored file to another key (a project's copy gets its own recordings), whole or not at
   * all, keeping its type; false when there is no file under `fromKey`.
   */
  copy(fromKey: string, toKey: string): Promise<boolean>;
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
  audio: /^[A-Za-z0-9_-]{8,128}\.(wav|mp3|ogg|flac|m4a|webm|mka)$/,
};

export type StorageArea = 'avatars' | 'downloads' | 'audio';

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
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  webm: 'audio/webm',
  mka: 'audio/x-matroska',
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
