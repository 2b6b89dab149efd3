/**
 * What the voice worker does, without the worker: holds the phrase cache and renders a document
 * phrase by phrase, the phrases under the playhead first, posting each phrase's samples
 * (transferred) as soon as it is ready. voiceWorker.ts connects it to `self`; tests drive it
 * in-process.
 */
import type { Language } from '../../../../shared/languages';
import type { ProjectDocument, Track } from '../../../../shared/studio/document';
import {
  createTempoMap,
  encodeWav,
  engineOf,
  loadPhonemizer,
  lyricsOf,
  type Phonemizer,
  PhraseCache,
  type PhraseStream,
  planTrack,
  type RenderedPhrase,
  renderSong,
  type SongPhrase,
  type VoiceEngine,
} from '../../../../shared/studio/voice';
import type { PhraseMessage, RenderReport, VoiceRequest, VoiceResponse } from './voiceProtocol';

/** Consonants may begin this long (seconds) before their phrase's first note. */
const ONSET_LEAD = 0.35;
/**
 * Of a phrase the clock waits for and which is not cached, only this much past the playhead is
 * rendered before the clock starts (a phrase up to twice as long is rendered whole); the rest follows
 * in steps of STEP_SECONDS, round-robin over the waiting phrases: Play → first audio is then the
 * time of a few half-seconds of audio, however long the phrases under the playhead are.
 */
const HEAD_SECONDS = 0.5;
const STEP_SECONDS = 0.5;
/** A phrase rendering in the background lets other messages in after this much work (ms). */
const SLICE_MS = 20;

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

export function createVoiceHost(
  post: Post,
  options: {
    cacheSize?: number;
    headSeconds?: number;
    stepSeconds?: number;
    /** Work on a background phrase between turns for other messages (default SLICE_MS). */
    sliceMs?: number;
    /** Lets the worker's other messages in (default a 0-ms timeout; the worker uses a MessageChannel, unthrottled). */
    yieldTurn?: () => Promise<void>;
    /** The engine a track sings with (default: its character's). */
    engineFor?: (track: Track) => VoiceEngine;
  } = {},
): VoiceHost {
  const cache = new PhraseCache(options.cacheSize ?? 4000);
  const headSeconds = options.headSeconds ?? HEAD_SECONDS;
  const stepSeconds = options.stepSeconds ?? STEP_SECONDS;
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const engineFor = options.engineFor ?? ((track: Track) => engineOf(track.characterId));
  const phonemizers: Partial<Record<Language, Phonemizer>> = {};
  /** Each track's phrases as last planned, with what they were planned from: an unchanged track is not planned again. */
  const plans = new Map<string, { signature: string; phrases: SongPhrase[] }>();
  let latest = 0;

  /** A track's phrases, planned again only when the track, the tempos or the rate changed. */
  function planOf(document: ProjectDocument, track: Track, sampleRate: number): SongPhrase[] {
    const signature = `${sampleRate}|${JSON.stringify(document.tempos)}|${JSON.stringify(track)}`;
    const known = plans.get(track.id);
    if (known?.signature === signature) return known.phrases;
    const tempo = createTempoMap(document.tempos);
    const planned = planTrack(track, tempo, phonemizers[track.language]!, sampleRate, {
      engine: engineFor(track),
    }).phrases;
    plans.set(track.id, { signature, phrases: planned });
    return planned;
  }

  /** Phrases still to be heard from `from` on, in the order they will be heard. */
  function phrasesFrom(document: ProjectDocument, sampleRate: number, from: number): SongPhrase[] {
    const phrases = document.tracks.flatMap((track) => planOf(document, track, sampleRate));
    for (const trackId of plans.keys()) {
      if (!document.tracks.some((track) => track.id === trackId)) plans.delete(trackId);
    }
    return phrases.filter((phrase) => phrase.end > from).sort((a, b) => a.time - b.time);
  }
  // Between phrases (and steps) a newer request (Play, an edit, a seek) gets in.
  const nextTurn = options.yieldTurn ?? (() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  /** Each track's phonemizer (one per language, shared with the editor's phoneme preview) and engine, loaded. */
  async function phonemizersFor(document: ProjectDocument) {
    for (const track of document.tracks) {
      phonemizers[track.language] = await loadPhonemizer(track.language, lyricsOf(track));
      await engineFor(track).load();
    }
  }

  /** The editor's phoneme preview: the same phonemizer, and the same reading, the voice plans from. */
  async function phonemize(request: Extract<VoiceRequest, { type: 'phonemize' }>) {
    const phonemizer = await loadPhonemizer(
      request.language,
      request.notes.map((note) => note.lyric),
    );
    phonemizers[request.language] = phonemizer;
    post({ type: 'phonemes', id: request.id, result: phonemizer.phonemize(request.notes) });
  }

  /** Phrases being rendered in steps (by their key and time), until done: a later request goes on with them. */
  const unfinished = new Map<string, PhraseStream>();
  function streamOf(phrase: SongPhrase, sampleRate: number): PhraseStream {
    const id = `${phrase.key}@${phrase.time}@${sampleRate}`;
    const known = unfinished.get(id);
    if (known && !known.finished) return known;
    const stream = cache.stream(phrase, sampleRate);
    for (const [other, entry] of unfinished) if (entry.finished) unfinished.delete(other);
    // A few are kept (the phrases under the playhead and the one a background render was on).
    if (unfinished.size >= 8) unfinished.delete(unfinished.keys().next().value!);
    unfinished.set(id, stream);
    return stream;
  }

  /** Voices (preset and rate) already readied by `warm`. */
  const warmed = new Set<string>();

  async function warm(request: Extract<VoiceRequest, { type: 'warm' }>) {
    const began = performance.now();
    await phonemizersFor(request.document);
    let voices = 0;
    for (const track of request.document.tracks) {
      // Between steps a render asked for meanwhile (Play) gets in.
      await nextTurn();
      // The track's phrases planned (its lyrics phonemized, its phrases keyed): Play finds the plan.
      planOf(request.document, track, request.sampleRate);
      const engine = engineFor(track);
      const voice = `${engine.id}@${engine.version}|${track.characterId}|${track.language}|${request.sampleRate}`;
      if (warmed.has(voice)) continue;
      await nextTurn();
      warmed.add(voice);
      engine.warm?.(track.characterId, track.language, request.sampleRate);
      voices += 1;
    }
    post({ type: 'warmed', id: request.id, voices, ms: performance.now() - began });
  }

  type RenderRequest = Extract<VoiceRequest, { type: 'render' }>;
  type PartOptions = { cached: boolean; ready: boolean; ms: number };
  type OpenStream = { index: number; stream: PhraseStream; posted: number; ms: number };

  async function render(request: RenderRequest) {
    const began = performance.now();
    await phonemizersFor(request.document);
    if (request.id !== latest) return;
    const phrases = phrasesFrom(request.document, request.sampleRate, request.from);
    const report: RenderReport = {
      type: 'done',
      id: request.id,
      rendered: [],
      phrases: phrases.length,
      ms: 0,
      firstMs: 0,
    };
    /** Posts samples [start, end) of a phrase (all of it when cached or rendered whole). */
    const postPart = (index: number, rendered: RenderedPhrase, start: number, end: number, options: PartOptions) => {
      const message = phraseMessage(request.id, phrases, index, rendered, start, end, options);
      post(message, [message.samples.buffer, message.pitch.values.buffer]);
    };
    const streams = renderHeads(request, phrases, report, postPart);
    report.firstMs = performance.now() - began;
    await nextTurn();
    if (!(await finishHeads(request, streams, postPart))) return;
    if (!(await renderTheRest(request, phrases, report, postPart))) return;
    report.ms = performance.now() - began;
    post(report);
  }

  /**
   * The phrases the clock waits for: cached ones whole; the others, when long, only their first
   * `headSeconds` past the playhead before the clock starts (the rest follows in steps).
   */
  function renderHeads(
    request: RenderRequest,
    phrases: readonly SongPhrase[],
    report: RenderReport,
    postPart: (index: number, rendered: RenderedPhrase, start: number, end: number, options: PartOptions) => void,
  ): OpenStream[] {
    const { sampleRate, from } = request;
    const batch = firstBatch(phrases, from);
    const streams: OpenStream[] = [];
    const first: Array<() => void> = [];
    for (let index = 0; index < batch; index += 1) {
      const phrase = phrases[index]!;
      const phraseBegan = performance.now();
      const ready = index === batch - 1;
      const known = cache.get(phrase);
      if (known) {
        const ms = performance.now() - phraseBegan;
        first.push(() => postPart(index, known, 0, known.samples.length, { cached: true, ready, ms }));
        continue;
      }
      report.rendered.push({ key: phrase.key, noteIds: phrase.noteIds });
      const stream = streamOf(phrase, sampleRate);
      const { rendered } = stream;
      const whole = rendered.samples.length <= 2 * headSeconds * sampleRate;
      const until = whole ? rendered.samples.length : Math.ceil((from + headSeconds - rendered.startTime) * sampleRate);
      const done = stream.advance(Math.max(until, Math.ceil(headSeconds * sampleRate)));
      const ms = performance.now() - phraseBegan;
      first.push(() => postPart(index, rendered, 0, done, { cached: false, ready, ms }));
      if (!stream.finished) streams.push({ index, stream, posted: done, ms });
    }
    for (const send of first) send();
    return streams;
  }

  /** The rest of the waiting phrases, round by round (each round is heard for longer than it takes). False: superseded. */
  async function finishHeads(
    request: RenderRequest,
    streams: OpenStream[],
    postPart: (index: number, rendered: RenderedPhrase, start: number, end: number, options: PartOptions) => void,
  ): Promise<boolean> {
    const stepSamples = Math.ceil(stepSeconds * request.sampleRate);
    while (streams.length > 0) {
      for (const entry of [...streams]) {
        if (request.id !== latest) return false;
        const stepBegan = performance.now();
        const done = entry.stream.advance(entry.posted + stepSamples);
        entry.ms += performance.now() - stepBegan;
        postPart(entry.index, entry.stream.rendered, entry.posted, done, { cached: false, ready: false, ms: entry.ms });
        entry.posted = done;
        if (entry.stream.finished) streams.splice(streams.indexOf(entry), 1);
      }
      await nextTurn();
    }
    return true;
  }

  /** The phrases after the ones the clock waited for, one by one. False: superseded. */
  async function renderTheRest(
    request: RenderRequest,
    phrases: readonly SongPhrase[],
    report: RenderReport,
    postPart: (index: number, rendered: RenderedPhrase, start: number, end: number, options: PartOptions) => void,
  ): Promise<boolean> {
    for (let index = firstBatch(phrases, request.from); index < phrases.length; index += 1) {
      if (request.id !== latest) return false;
      const phrase = phrases[index]!;
      const known = cache.get(phrase);
      if (known) {
        postPart(index, known, 0, known.samples.length, { cached: true, ready: false, ms: 0 });
        await nextTurn();
        continue;
      }
      report.rendered.push({ key: phrase.key, noteIds: phrase.noteIds });
      const stream = streamOf(phrase, request.sampleRate);
      const ms = await renderInSlices(request, stream);
      if (ms === null) return false;
      postPart(index, stream.rendered, 0, stream.rendered.samples.length, { cached: false, ready: false, ms });
      await nextTurn();
    }
    return request.id === latest;
  }

  /**
   * Renders a phrase in steps, a newer request (Play, an edit, a seek) getting in between: it goes on
   * with this phrase where it stands if it needs it. Answers the time spent, or null when superseded.
   */
  async function renderInSlices(request: RenderRequest, stream: PhraseStream): Promise<number | null> {
    let ms = 0;
    let slice = performance.now();
    while (!stream.finished) {
      const stepBegan = performance.now();
      stream.advance(stream.done + Math.ceil(stepSeconds * request.sampleRate));
      ms += performance.now() - stepBegan;
      if (!stream.finished && performance.now() - slice >= sliceMs) {
        await nextTurn();
        if (request.id !== latest) return null;
        slice = performance.now();
      }
    }
    return ms;
  }

  async function exportWav(request: Extract<VoiceRequest, { type: 'export' }>) {
    await phonemizersFor(request.document);
    const song = await renderSong(request.document, {
      sampleRate: request.sampleRate,
      cache,
      phonemizers,
      engineFor,
      margins: true,
      clipAudio: (audioId) => request.clips[audioId],
    });
    const files = request.perTrack
      ? song.tracks.map((track, index) => ({
          name: `${index + 1}-${[...request.document.tracks, ...request.document.audioTracks][index]?.name || 'track'}.wav`,
          bytes: encodeWav(
            track.right ? [track.samples, track.right] : [track.samples],
            request.sampleRate,
            request.bitDepth,
          ),
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
      if (request.type === 'render' || request.type === 'stop') latest = request.id;
      if (request.type === 'stop') return Promise.resolve();
      const work =
        request.type === 'render'
          ? render(request)
          : request.type === 'warm'
            ? warm(request)
            : request.type === 'phonemize'
              ? phonemize(request)
              : exportWav(request);
      return work.catch((error: unknown) =>
        post({ type: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) }),
      );
    },
  };
}

/** A phrase's samples [start, end) as a message; the cache keeps its copy, the copies travel (transferred). */
function phraseMessage(
  id: number,
  phrases: readonly SongPhrase[],
  index: number,
  rendered: RenderedPhrase,
  start: number,
  end: number,
  options: { cached: boolean; ready: boolean; ms: number },
): PhraseMessage {
  const phrase = phrases[index]!;
  // The pitch line goes with the first part.
  const values = start === 0 ? rendered.pitch.values.slice() : new Float32Array(0);
  return {
    type: 'phrase',
    id,
    index,
    total: phrases.length,
    ready: options.ready,
    trackId: phrase.trackId,
    key: phrase.key,
    noteIds: phrase.noteIds,
    startTime: rendered.startTime + start / rendered.sampleRate,
    offset: start,
    complete: end >= rendered.samples.length,
    sampleRate: rendered.sampleRate,
    samples: rendered.samples.slice(start, end),
    pitch: { startTime: rendered.pitch.startTime, step: rendered.pitch.step, values },
    cached: options.cached,
    ms: options.ms,
  };
}
