import { acceptCreateBody, acceptSaveBody, copyStored, reopenStored } from './document-input';

/** A job for the document worker: the bytes of a body, or a stored document's JSON. */
export type DocumentTask =
  | { kind: 'save'; bytes: Uint8Array }
  | { kind: 'create'; bytes: Uint8Array }
  | { kind: 'reopen'; json: Uint8Array; title?: string }
  | { kind: 'copy'; json: Uint8Array; title: string; audioIds: Record<string, string> };

/** Runs in a worker thread of document-pool.ts. */
export default function runDocumentTask(task: DocumentTask) {
  switch (task.kind) {
    case 'save':
      return acceptSaveBody(task.bytes);
    case 'create':
      return acceptCreateBody(task.bytes);
    case 'reopen':
      return reopenStored(task.json, task.title);
    case 'copy':
      return copyStored(task.json, task.title, task.audioIds);
  }
}
