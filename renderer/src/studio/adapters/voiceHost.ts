/**
 * What the voice worker does, without the worker: holds the phrase cache and renders a document
 * phrase by phrase, the phrases under the playhead first, posting each phrase's samples
 * (transferred) as soon as it is ready. voiceWorker.ts connects it to `self`; tests drive it
 * in-process.
 */
import type { Language } from '../../../../shared/languages';
import type { ProjectDocument } from '../../../../shared/studio/document';
import {
  createTempoMap,
  encodeWav,
  loadPhonemizer,
  type Phonemizer,
  PhraseCache,
  planTrack,
  presetFor,
  renderSong,
  type SongPhrase,
  warmVoice,
} from '../../../../shared/studio/voice';
import type { PhraseMessage, RenderReport, VoiceRequest, VoiceResponse } from './voiceProtocol';

/** Consonants may begin this long (seconds) before their phrase's first note. */
const ONSET_LEAD = 0.35;

export type Post = (message: VoiceResponse, transfer?: Transferable[]) => void;

export interface VoiceHost {
  handle(request: VoiceRequest): Promise<void>;
  /** Phrases held in the cache. */
  readonly cached: number;
}

/**
 * How many of `phrases` (in hearing order) must be ready before the clock starts at `from`: every
 * phrase already sounding there (or starting its consonants within the lead), at least the first.
 */
export function firstBatch(phrases: readonly SongPhrase[], from: number): number {
  let count = 0;
  while (count < phrases.length && phrases[count]!.time - ONSET_LEAD <= from) count += 1;
  return Math.max(count, Math.min(1, phrases.length));
}

export function createVoiceHost(post: Post, options: { cacheSize?: number } = {}): VoiceHost {
  const cache = new PhraseCache(options.cacheSize ?? 4000);
  const phonemizers: Partial<Record<Language, Phonemizer>> = {};
  /** Each track's phrases as last planned, with what they were planned from: an unchanged track is not planned again. */
  const plans = new Map<string, { signature: string; phrases: SongPhrase[] }>();
  let latest = 0;

  /** Phrases still to be heard from `from` on, in the order they will be heard. */
  function phrasesFrom(document: ProjectDocument, sampleRate: number, from: number): SongPhrase[] {
    const tempo = createTempoMap(document.tempos);
    const tempos = JSON.stringify(document.tempos);
    const phrases = document.tracks.flatMap((track) => {
      const signature = `${sampleRate}|${tempos}|${JSON.stringify(track)}`;
      const known = plans.get(track.id);
      if (known?.signature === signature) return known.phrases;
      const planned = planTrack(track, tempo, phonemizers[track.language]!, sampleRate).phrases;
      plans.set(track.id, { signature, phrases: planned });
      return planned;
    });
    for (const trackId of plans.keys()) {
      if (!document.tracks.some((track) => track.id === trackId)) plans.delete(trackId);
    }
    return phrases.filter((phrase) => phrase.end > from).sort((a, b) => a.time - b.time);
  }
  // Between phrases a newer request (an edit, a seek) gets in.
  const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  async function phonemizersFor(document: ProjectDocument) {
    for (const track of document.tracks) {
      phonemizers[track.language] ??= await loadPhonemizer(track.language);
    }
  }

  /** Voices (preset and rate) already readied by `warm`. */
  const warmed = new Set<string>();

  async function warm(request: Extract<VoiceRequest, { type: 'warm' }>) {
    const began = performance.now();
    await phonemizersFor(request.document);
    let voices = 0;
    for (const track of request.document.tracks) {
      const voice = `${track.characterId}|${track.language}|${request.sampleRate}`;
      if (warmed.has(voice)) continue;
      // Between voices a render asked for meanwhile (Play) gets in.
      await nextTurn();
      warmed.add(voice);
      warmVoice(presetFor(track.characterId), track.language, request.sampleRate);
      voices += 1;
    }
    post({ type: 'warmed', id: request.id, voices, ms: performance.now() - began });
  }

  async function render(request: Extract<VoiceRequest, { type: 'render' }>) {
    const began = performance.now();
    await phonemizersFor(request.document);
    if (request.id !== latest) return;
    const phrases = phrasesFrom(request.document, request.sampleRate, request.from);
    const batch = firstBatch(phrases, request.from);
    const report: RenderReport = {
      type: 'done',
      id: request.id,
      rendered: [],
      phrases: phrases.length,
      ms: 0,
      firstMs: 0,
    };
    for (const [index, phrase] of phrases.entries()) {
      if (request.id !== latest) return;
      const phraseBegan = performance.now();
      const { rendered, hit } = cache.render(phrase, request.sampleRate);
      if (!hit) report.rendered.push({ key: phrase.key, noteIds: phrase.noteIds });
      // The cache keeps its copy; the copies travel (transferred, not cloned).
      const samples = rendered.samples.slice();
      const values = rendered.pitch.values.slice();
      const message: PhraseMessage = {
        type: 'phrase',
        id: request.id,
        index,
        total: phrases.length,
        ready: index === batch - 1,
        trackId: phrase.trackId,
        key: phrase.key,
        noteIds: phrase.noteIds,
        startTime: rendered.startTime,
        sampleRate: rendered.sampleRate,
        samples,
        pitch: { startTime: rendered.pitch.startTime, step: rendered.pitch.step, values },
        cached: hit,
        ms: performance.now() - phraseBegan,
      };
      post(message, [samples.buffer, values.buffer]);
      if (index === batch - 1) report.firstMs = performance.now() - began;
      // Within the first batch the clock is waiting: no pause until it can start.
      if (index >= batch - 1) await nextTurn();
    }
    if (request.id !== latest) return;
    report.ms = performance.now() - began;
    post(report);
  }

  async function exportWav(request: Extract<VoiceRequest, { type: 'export' }>) {
    await phonemizersFor(request.document);
    const song = await renderSong(request.document, { sampleRate: request.sampleRate, cache, phonemizers });
    const files = request.perTrack
      ? song.tracks.map((track, index) => ({
          name: `${index + 1}-${request.document.tracks[index]?.name || 'track'}.wav`,
          bytes: encodeWav([track.samples], request.sampleRate, request.bitDepth),
        }))
      : [{ name: 'mix.wav', bytes: encodeWav([song.mix.left, song.mix.right], request.sampleRate, request.bitDepth) }];
    post(
      { type: 'exported', id: request.id, files, duration: song.duration },
      files.map((file) => file.bytes.buffer),
    );
  }

  return {
    get cached() {
      return cache.size;
    },
    handle(request) {
      if (request.type === 'render') latest = request.id;
      const work =
        request.type === 'render' ? render(request) : request.type === 'warm' ? warm(request) : exportWav(request);
      return work.catch((error: unknown) =>
        post({ type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) }),
      );
    },
  };
}
