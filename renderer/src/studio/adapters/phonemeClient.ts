import type { Language } from '../../../../shared/languages';
import type { NoteLyric, PhonemizeResult } from '../../../../shared/studio/voice/syllable';
import { sharedVoiceWorker } from './sharedVoiceWorker';
import type { WorkerLike } from './voiceClient';

/**
 * The editor's phoneme preview, read by the voice worker (the phonemizer the voice plans from).
 * Its request ids are negative: the voice client's are positive, on the same worker.
 */
export class PhonemeClient {
  private worker: WorkerLike | null = null;
  private nextId = -1;
  private readonly pending = new Map<
    number,
    { resolve: (result: PhonemizeResult) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly createWorker: () => WorkerLike = sharedVoiceWorker) {}

  phonemize(language: Language, notes: NoteLyric[]): Promise<PhonemizeResult> {
    if (!this.worker) {
      this.worker = this.createWorker();
      this.worker.onmessage = (event) => {
        const answer = this.pending.get(event.data.id);
        if (!answer) return;
        this.pending.delete(event.data.id);
        if (event.data.type === 'phonemes') answer.resolve(event.data.result);
        else if (event.data.type === 'failed') answer.reject(new Error(event.data.message));
      };
    }
    const id = this.nextId--;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker!.postMessage({ type: 'phonemize', id, language, notes });
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.pending.clear();
  }
}
