import type { ProjectDocument } from '../../../../shared/studio/document';
import type { BitDepth } from '../../../../shared/studio/voice/wav';
import type { ExportFile, PhraseMessage, RenderReport, VoiceRequest, VoiceResponse } from './voiceProtocol';

/** The main thread's handle on the voice worker. */
export class VoiceClient {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly listeners = new Map<number, (message: VoiceResponse) => void>();

  constructor() {
    this.worker = new Worker(new URL('./voiceWorker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<VoiceResponse>) => this.listeners.get(event.data.id)?.(event.data);
  }

  /** Renders the phrases heard from `from` (song seconds) on; a newer render cancels this one. */
  render(
    document: ProjectDocument,
    sampleRate: number,
    from: number,
    onPhrase: (phrase: PhraseMessage) => void,
  ): Promise<RenderReport> {
    const id = this.nextId++;
    for (const [known, listener] of this.listeners) {
      if (known < id) {
        this.listeners.delete(known);
        listener({ type: 'failed', id: known, message: 'superseded' });
      }
    }
    return new Promise((resolve, reject) => {
      this.listeners.set(id, (message) => {
        if (message.type === 'phrase') onPhrase(message);
        else if (message.type === 'done') {
          this.listeners.delete(id);
          resolve(message);
        } else if (message.type === 'failed') {
          this.listeners.delete(id);
          reject(new Error(message.message));
        }
      });
      this.send({ type: 'render', id, document, sampleRate, from });
    });
  }

  exportWav(
    document: ProjectDocument,
    options: { sampleRate: number; bitDepth: BitDepth; perTrack: boolean },
  ): Promise<{ files: ExportFile[]; duration: number }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.listeners.set(id, (message) => {
        this.listeners.delete(id);
        if (message.type === 'exported') resolve({ files: message.files, duration: message.duration });
        else if (message.type === 'failed') reject(new Error(message.message));
      });
      this.send({ type: 'export', id, document, ...options });
    });
  }

  dispose(): void {
    this.worker.terminate();
    this.listeners.clear();
  }

  private send(request: VoiceRequest) {
    this.worker.postMessage(request);
  }
}
