import type { ImportRequest, ImportResponse } from './importProtocol';

/** How long one import may run in its worker before it is ended (the importers need ~1 s at worst). */
export const IMPORT_TIMEOUT_MS = 10_000;

type WorkerFactory = () => Worker;

const createImportWorker: WorkerFactory = () =>
  new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });

/**
 * Imports a file in a worker of its own, ended when it answers, fails or runs out of time: a
 * crash becomes IMPORT_FAILED and a timeout IMPORT_TIMED_OUT, and the page keeps working.
 */
export function importInWorker(
  name: string,
  bytes: Uint8Array,
  options: { timeoutMs?: number; createWorker?: WorkerFactory } = {},
): Promise<ImportResponse> {
  const worker = (options.createWorker ?? createImportWorker)();
  return new Promise<ImportResponse>((resolve) => {
    const finish = (response: ImportResponse) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(response);
    };
    const timer = setTimeout(
      () => finish({ ok: false, code: 'IMPORT_TIMED_OUT' }),
      options.timeoutMs ?? IMPORT_TIMEOUT_MS,
    );
    worker.onmessage = (event: MessageEvent<ImportResponse>) => finish(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ ok: false, code: 'IMPORT_FAILED' });
    };
    worker.onmessageerror = () => finish({ ok: false, code: 'IMPORT_FAILED' });
    const request: ImportRequest = { name, bytes };
    worker.postMessage(request, [bytes.buffer]);
  });
}
