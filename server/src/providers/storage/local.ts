import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, type FileStorage, isStorageKey, type StorageArea, storageArea } from './types';

/**
 * Files in folders of this machine, one per area (avatars under DATA_DIR/files, releases under
 * DATA_DIR/downloads, where `scripts/release` has always put them; audio clips under DATA_DIR/audio,
 * outside the folder /files serves).
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
    async putFile(key, localPath) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        // The same file system (DATA_DIR/tmp beside DATA_DIR/audio): one atomic rename.
        await fs.rename(localPath, file);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      }
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await fs.copyFile(localPath, temporary);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      await fs.rm(localPath, { force: true });
    },
    async copy(fromKey, toKey) {
      const source = fileOf(fromKey);
      const file = fileOf(toKey);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await fs.copyFile(source, temporary);
        await fs.rename(temporary, file);
        return true;
      } catch (error) {
        await fs.rm(temporary, { force: true });
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
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
