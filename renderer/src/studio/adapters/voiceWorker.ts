/// <reference lib="webworker" />
/**
 * The voice worker: holds the phrase cache and renders a document phrase by phrase, the phrase
 * under the playhead first, posting each phrase's samples (transferred) as soon as it is ready.
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
  renderSong,
  type SongPhrase,
} from '../../../../shared/studio/voice';
import type { PhraseMessage, RenderReport, VoiceRequest, VoiceResponse } from './voiceProtocol';

declare const self: DedicatedWorkerGlobalScope;

const cache = new PhraseCache(4000);
const phonemizers: Partial<Record<Language, Phonemizer>> = {};
let latest = 0;

const post = (message: VoiceResponse, transfer: Transferable[] = []) => self.postMessage(message, transfer);
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function phonemizersFor(document: ProjectDocument) {
  for (const track of document.tracks) phonemizers[track.language] ??= await loadPhonemizer(track.language);
}

/** Phrases still to be heard from `from` on, in the order they will be heard. */
function phrasesFrom(document: ProjectDocument, sampleRate: number, from: number): SongPhrase[] {
  const tempo = createTempoMap(document.tempos);
  const phrases = document.tracks.flatMap(
    (track) => planTrack(track, tempo, phonemizers[track.language]!, sampleRate).phrases,
  );
  return phrases.filter((phrase) => phrase.end > from).sort((a, b) => a.time - b.time);
}

async function render(request: Extract<VoiceRequest, { type: 'render' }>) {
  const began = performance.now();
  await phonemizersFor(request.document);
  const phrases = phrasesFrom(request.document, request.sampleRate, request.from);
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
    const samples = rendered.samples.slice();
    const values = rendered.pitch.values.slice();
    const message: PhraseMessage = {
      type: 'phrase',
      id: request.id,
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
    if (index === 0) report.firstMs = performance.now() - began;
    // Let a newer request (an edit, a seek) in between phrases.
    await nextTurn();
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

self.onmessage = (event: MessageEvent<VoiceRequest>) => {
  const request = event.data;
  if (request.type === 'render') latest = request.id;
  const work = request.type === 'render' ? render(request) : exportWav(request);
  work.catch((error: unknown) =>
    post({ type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) }),
  );
};
