import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type FileStorage, isStorageKey, type StorageArea, storageArea } from './types';

/**
 * Files in folders of this machine, one per area (avatars under DATA_DIR/files, releases under
 * DATA_DIR/downloads, where `scripts/release` has always put them).
 */
export function localFileStorage(folders: Record<StorageArea, string>, publicUrl: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key ${key}`);
    return path.join(folders[storageArea(key)], key.slice(key.indexOf('/') + 1));
  };
  return {
    async put(key, content) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, content);
      await fs.rename(temporary, file);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const file = fileOf(key);
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file), contentType: contentTypeOf(key), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    url(key) {
      return `${publicUrl}/files/${key}`;
    },
  };
}
