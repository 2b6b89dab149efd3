import type { Language } from '../../../../shared/languages';
import type { NoteLyric, PhonemizeResult } from '../../../../shared/studio/voice/syllable';
import type { PhonemeRequest, PhonemeResponse } from './phonemeProtocol';

/** The main thread's handle on the phoneme worker (created on first use). */
export class PhonemeClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (response: PhonemeResponse) => void>();

  phonemize(language: Language, notes: NoteLyric[]): Promise<PhonemizeResult> {
    if (!this.worker) {
      this.worker = new Worker(new URL('./phonemeWorker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (event: MessageEvent<PhonemeResponse>) => {
        const answer = this.pending.get(event.data.id);
        this.pending.delete(event.data.id);
        answer?.(event.data);
      };
    }
    const id = this.nextId++;
    const request: PhonemeRequest = { id, language, notes };
    return new Promise((resolve, reject) => {
      this.pending.set(id, (response) =>
        response.ok ? resolve(response.result) : reject(new Error(response.message)),
      );
      this.worker!.postMessage(request);
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.pending.clear();
  }
}
