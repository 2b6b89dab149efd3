import { describe, expect, it, vi } from 'vitest';
import { importInWorker } from './importInWorker';

/** A stand-in for the import worker that does what `behave` says with the request. */
function fakeWorker(behave: (worker: FakeWorker) => void): () => Worker {
  return () => new FakeWorker(behave) as unknown as Worker;
}

class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor(private readonly behave: (worker: FakeWorker) => void) {}
  postMessage() {
    this.behave(this);
  }
  terminate() {
    this.terminated = true;
  }
}

describe('importing in a worker', () => {
  it('answers with the worker’s result and ends the worker', async () => {
    let made: FakeWorker | undefined;
    const response = await importInWorker('a.mid', new Uint8Array([1]), {
      createWorker: fakeWorker((worker) => {
        made = worker;
        queueMicrotask(() => worker.onmessage?.({ data: { ok: false, code: 'IMPORT_CORRUPTED' } } as MessageEvent));
      }),
    });
    expect(response).toEqual({ ok: false, code: 'IMPORT_CORRUPTED' });
    expect(made?.terminated).toBe(true);
  });

  it('turns a worker that dies into IMPORT_FAILED', async () => {
    const response = await importInWorker('a.mxl', new Uint8Array([1]), {
      createWorker: fakeWorker((worker) =>
        queueMicrotask(() => worker.onerror?.({ preventDefault: () => undefined } as ErrorEvent)),
      ),
    });
    expect(response).toEqual({ ok: false, code: 'IMPORT_FAILED' });
  });

  it('ends a worker that does not answer in time with IMPORT_TIMED_OUT', async () => {
    vi.useFakeTimers();
    let made: FakeWorker | undefined;
    const pending = importInWorker('a.ustx', new Uint8Array([1]), {
      timeoutMs: 1000,
      createWorker: fakeWorker((worker) => {
        made = worker;
      }),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toEqual({ ok: false, code: 'IMPORT_TIMED_OUT' });
    expect(made?.terminated).toBe(true);
    vi.useRealTimers();
  });
});
