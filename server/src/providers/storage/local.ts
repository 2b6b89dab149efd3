import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, STORAGE_KEY_PATTERN } from './types';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** Files under DATA_DIR/files, served by this server at /files/<key>. */
export function localFileStorage(root: string, publicUrl: string): FileStorage {
  const fileOf = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key ${key}`);
    return path.join(root, key);
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
      if (!STORAGE_KEY_PATTERN.test(key)) return null;
      try {
        const content = await fs.readFile(fileOf(key));
        const extension = key.split('.').pop() ?? '';
        return { content, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
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
