import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { PendingEdit, PendingEditQueue } from '../../../../shared/studio/ports';

interface PendingEditsDb extends DBSchema {
  edits: { key: string; value: PendingEdit };
}

/** One database per account, so that another account on this browser never sends someone else's edits. */
export function databaseName(userId: string): string {
  return `cantara-studio-${userId}`;
}

/**
 * The offline queue in IndexedDB: the latest unsaved document of each project, kept until the
 * server has it. Survives reloads; the store sends it when the server answers again.
 */
export function indexedDbPendingEdits(userId: string): PendingEditQueue {
  let db: Promise<IDBPDatabase<PendingEditsDb>> | null = null;
  const open = () => {
    db ??= openDB<PendingEditsDb>(databaseName(userId), 1, {
      upgrade(database) {
        database.createObjectStore('edits', { keyPath: 'projectId' });
      },
    });
    return db;
  };
  return {
    async get(projectId) {
      return (await open()).get('edits', projectId);
    },
    async put(edit) {
      // In a task of its own: IndexedDB copies the whole document at once, which would otherwise
      // delay the frame that shows the edit (the session chains puts and removes in order).
      await new Promise((resolve) => setTimeout(resolve, 0));
      await (await open()).put('edits', edit);
    },
    async remove(projectId) {
      await (await open()).delete('edits', projectId);
    },
  };
}

/** A queue in memory, for a browser without IndexedDB (private modes): edits survive until the tab closes. */
export function memoryPendingEdits(): PendingEditQueue {
  const edits = new Map<string, PendingEdit>();
  return {
    get: async (projectId) => edits.get(projectId),
    put: async (edit) => void edits.set(edit.projectId, structuredClone(edit)),
    remove: async (projectId) => void edits.delete(projectId),
  };
}
