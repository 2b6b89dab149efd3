import type { VoiceChangeMessage, VoiceChangeRequest } from './voiceChangeProtocol';

export type VoiceChangeOutcome =
  | { ok: true; samples: Float32Array }
  | { ok: false; code: 'VOICE_CHANGE_FAILED' | 'CANCELLED' };

const createWorker = () => new Worker(new URL('./voiceChangeWorker.ts', import.meta.url), { type: 'module' });

/** The voice changer in a worker of its own (the page stays responsive); cancel ends the worker at once. */
export function voiceChangeInWorker(request: VoiceChangeRequest): {
  result: Promise<VoiceChangeOutcome>;
  cancel: () => void;
} {
  const worker = createWorker();
  let finish: (outcome: VoiceChangeOutcome) => void = () => {};
  const result = new Promise<VoiceChangeOutcome>((resolve) => {
    finish = (outcome) => {
      worker.terminate();
      resolve(outcome);
    };
  });
  worker.onmessage = (event: MessageEvent<VoiceChangeMessage>) =>
    finish(
      event.data.type === 'done' ? { ok: true, samples: event.data.samples } : { ok: false, code: event.data.code },
    );
  worker.onerror = (event) => {
    event.preventDefault();
    finish({ ok: false, code: 'VOICE_CHANGE_FAILED' });
  };
  worker.postMessage(request, [request.samples.buffer as ArrayBuffer]);
  return { result, cancel: () => finish({ ok: false, code: 'CANCELLED' }) };
}
