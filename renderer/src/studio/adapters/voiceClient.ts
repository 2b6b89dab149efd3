import type { ProjectDocument } from '../../../../shared/studio/document';
import type { ClipAudio } from '../../../../shared/studio/voice/clip-render';
import type { BitDepth } from '../../../../shared/studio/voice/wav';
import { sharedVoiceWorker } from './sharedVoiceWorker';
import type { ExportFile, PhraseMessage, RenderReport, VoiceRequest, VoiceResponse } from './voiceProtocol';

/** The part of a Worker the client uses (a fake one in tests). */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<VoiceResponse>) => void) | null;
  postMessage(message: VoiceRequest): void;
  terminate(): void;
}

/** Where the latest render stands, for the transport's status line. */
export interface RenderStatus {
  /** True while phrases that had to be synthesized are still coming. */
  rendering: boolean;
  /** Phrases received so far, of `total`. */
  done: number;
  total: number;
  /** Phrases synthesized anew (not from the cache) so far. */
  synthesized: number;
}

/** User Timing names the client records, for profiling in the browser's performance panel. */
export const VOICE_MEASURES = {
  /** One phrase: its synthesis time in the worker; detail {trackId, noteIds, key, cached}. */
  phrase: 'voice:phrase',
  /** One render request, from request to its last phrase; detail {phrases, rendered}. */
  render: 'voice:render',
} as const;

function measure(name: string, start: number, detail: unknown) {
  try {
    performance.measure(name, { start, end: performance.now(), detail });
  } catch {
    // User Timing is best effort.
  }
}

/** The main thread's handle on the voice worker. */
export class VoiceClient {
  private readonly worker: WorkerLike;
  private nextId = 1;
  private readonly listeners = new Map<number, (message: VoiceResponse) => void>();
  /** Ids of renders still running (an export is never superseded). */
  private readonly renders = new Set<number>();
  private readonly onStatus: (status: RenderStatus) => void;

  constructor(options: { worker?: WorkerLike; onStatus?: (status: RenderStatus) => void } = {}) {
    this.worker = options.worker ?? sharedVoiceWorker();
    this.onStatus = options.onStatus ?? (() => undefined);
    this.worker.onmessage = (event) => this.listeners.get(event.data.id)?.(event.data);
  }

  /** Renders the phrases heard from `from` (song seconds) on; a newer render cancels this one. */
  render(
    document: ProjectDocument,
    sampleRate: number,
    from: number,
    onPhrase: (phrase: PhraseMessage) => void,
  ): Promise<RenderReport> {
    const id = this.nextId++;
    this.supersede();
    this.renders.add(id);
    const requested = performance.now();
    let synthesized = 0;
    /** Phrases received whole (a phrase in parts completes with its last part, maybe after later phrases). */
    let completed = 0;
    return new Promise((resolve, reject) => {
      this.listeners.set(id, (message) => {
        if (message.type === 'phrase') {
          // A phrase in parts counts (and is measured) once, on its last part.
          if (message.complete) {
            const now = performance.now();
            measure(VOICE_MEASURES.phrase, now - message.ms, {
              trackId: message.trackId,
              noteIds: message.noteIds,
              key: message.key,
              cached: message.cached,
            });
            completed += 1;
            if (!message.cached) synthesized += 1;
          }
          if (message.complete && synthesized > 0) {
            this.onStatus({ rendering: completed < message.total, done: completed, total: message.total, synthesized });
          }
          onPhrase(message);
        } else if (message.type === 'done') {
          this.listeners.delete(id);
          this.renders.delete(id);
          measure(VOICE_MEASURES.render, requested, { phrases: message.phrases, rendered: message.rendered });
          this.onStatus({ rendering: false, done: message.phrases, total: message.phrases, synthesized });
          resolve(message);
        } else if (message.type === 'failed') {
          this.listeners.delete(id);
          this.renders.delete(id);
          if (message.message !== 'superseded') this.onStatus({ rendering: false, done: 0, total: 0, synthesized });
          reject(new Error(message.message));
        }
      });
      this.send({ type: 'render', id, document, sampleRate, from });
    });
  }

  /** Ends the running render (its promise rejects as superseded); the worker keeps what it has rendered. */
  stopRendering(): void {
    if (this.renders.size === 0) return;
    this.supersede();
    this.send({ type: 'stop', id: this.nextId++ });
  }

  /**
   * Readies the worker for `document` (phonemizers loaded, each track's voice run once) without
   * rendering it; resolves with how many voices were readied. Renders are not held up by it.
   */
  warm(document: ProjectDocument, sampleRate: number): Promise<{ voices: number; ms: number }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.listeners.set(id, (message) => {
        this.listeners.delete(id);
        if (message.type === 'warmed') resolve({ voices: message.voices, ms: message.ms });
        else if (message.type === 'failed') reject(new Error(message.message));
      });
      this.send({ type: 'warm', id, document, sampleRate });
    });
  }

  exportWav(
    document: ProjectDocument,
    options: { sampleRate: number; bitDepth: BitDepth; perTrack: boolean; clips: Record<string, ClipAudio> },
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
    this.renders.clear();
  }

  private supersede() {
    for (const known of this.renders) {
      const listener = this.listeners.get(known);
      this.renders.delete(known);
      this.listeners.delete(known);
      listener?.({ type: 'failed', id: known, message: 'superseded' });
    }
  }

  private send(request: VoiceRequest) {
    this.worker.postMessage(request);
  }
}
