import type { MelodyNote } from '../../../../shared/studio/analysis/melody';
import type { TranscribeMessage, TranscribeRequest } from './transcribeProtocol';

export type TranscribeOutcome =
  | { ok: true; notes: MelodyNote[] }
  | { ok: false; code: 'TRANSCRIBE_FAILED' | 'CANCELLED' };

export interface RunningTranscription {
  result: Promise<TranscribeOutcome>;
  /** Ends the worker at once; the result answers CANCELLED. */
  cancel: () => void;
}

type WorkerFactory = () => Worker;

const createTranscribeWorker: WorkerFactory = () =>
  new Worker(new URL('./transcribeWorker.ts', import.meta.url), { type: 'module' });

/** Audio-to-MIDI in a worker of its own, so the page stays responsive; one worker per run, ended when it answers. */
export function transcribeInWorker(
  audio: TranscribeRequest,
  options: { onProgress?: (fraction: number) => void; createWorker?: WorkerFactory } = {},
): RunningTranscription {
  const worker = (options.createWorker ?? createTranscribeWorker)();
  let finish: (outcome: TranscribeOutcome) => void = () => {};
  const result = new Promise<TranscribeOutcome>((resolve) => {
    finish = (outcome) => {
      worker.terminate();
      resolve(outcome);
    };
  });
  worker.onmessage = (event: MessageEvent<TranscribeMessage>) => {
    const message = event.data;
    if (message.type === 'progress') options.onProgress?.(message.fraction);
    else if (message.type === 'done') finish({ ok: true, notes: message.notes });
    else finish({ ok: false, code: message.code });
  };
  worker.onerror = (event) => {
    event.preventDefault();
    finish({ ok: false, code: 'TRANSCRIBE_FAILED' });
  };
  worker.postMessage(
    audio,
    audio.channels.map((channel) => channel.buffer as ArrayBuffer),
  );
  return { result, cancel: () => finish({ ok: false, code: 'CANCELLED' }) };
}
