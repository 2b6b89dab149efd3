import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../providers/storage/types';

/**
 * Deletes stored files one by one and answers the keys that are gone; a file that cannot be deleted
 * is logged and left queued for the sweep to try again.
 */
export async function removeStoredFiles(
  storage: FileStorage,
  log: FastifyBaseLogger,
  keys: readonly string[],
): Promise<string[]> {
  const removed: string[] = [];
  for (const key of keys) {
    try {
      await storage.delete(key);
      removed.push(key);
    } catch (error) {
      log.error({ err: error, key }, 'an audio file could not be removed; the sweep retries');
    }
  }
  return removed;
}
