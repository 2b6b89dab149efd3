import type { WorkerLike } from './voiceClient';

/**
 * The one voice worker of the page: the playback's voice client and the editor's phoneme preview
 * talk to it (one phonemizer, one pronouncing dictionary). Each user gets a view that hears every
 * message (ids keep their answers apart); the worker ends when the last view is terminated.
 */
let shared: { worker: Worker; views: Set<WorkerLike> } | null = null;

export function sharedVoiceWorker(): WorkerLike {
  if (!shared) {
    const worker = new Worker(new URL('./voiceWorker.ts', import.meta.url), { type: 'module' });
    const views = new Set<WorkerLike>();
    worker.onmessage = (event) => {
      for (const view of views) view.onmessage?.(event);
    };
    shared = { worker, views };
  }
  const current = shared;
  const view: WorkerLike = {
    onmessage: null,
    postMessage: (message) => current.worker.postMessage(message),
    terminate: () => {
      current.views.delete(view);
      if (current.views.size > 0) return;
      current.worker.terminate();
      if (shared === current) shared = null;
    },
  };
  current.views.add(view);
  return view;
}
