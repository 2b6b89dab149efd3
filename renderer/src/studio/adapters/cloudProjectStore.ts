import type { PendingEditQueue, ProjectStore, Scheduler } from '../../../../shared/studio/ports';
import { openProjectSession } from '../../../../shared/studio/project-session';
import { cloudTransport } from './cloudTransport';
import { indexedDbPendingEdits, memoryPendingEdits } from './pendingEdits';

const browserTimers: Scheduler = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** The browser's "network is back" signal. */
function onBrowserOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  return () => window.removeEventListener('online', callback);
}

/**
 * The ProjectStore of a signed-in user: the cloud API, with unsaved edits kept in IndexedDB (per
 * account) and sent again when the server answers or the browser is back online.
 */
export function cloudProjectStore(options: { userId: string; getToken: () => string | null }): ProjectStore {
  const queue: PendingEditQueue =
    typeof indexedDB === 'undefined' ? memoryPendingEdits() : indexedDbPendingEdits(options.userId);
  const transport = cloudTransport(options.getToken);
  return {
    open: (projectId) =>
      openProjectSession(projectId, {
        transport,
        queue,
        scheduler: browserTimers,
        onReconnect: onBrowserOnline,
      }),
  };
}
