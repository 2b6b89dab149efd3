import type { Language } from '../../languages';
import type { CurvePoint, ProjectDocument, Track } from '../document';
import { mixTracks, type StereoBuffer } from './mixer';
import type { Phonemizer } from './phonemize';
import { loadPhonemizer } from './phonemize';
import { buildFrames, type PhraseInput, type PhraseNote, planSegments, type TimedValue } from './plan';
import { presetFor, type VoicePreset } from './presets';
import { hashString, seedOf } from './random';
import type { PhonemizeWarning } from './syllable';
import { klattModel, type SynthesisModel } from './synth';
import { createTempoMap, songDuration, type TempoMap } from './tempo';
import { VOICE_GAINS } from './voice-gains';

// Where it was first written; the editor imports it from tempo.ts, without the engine.
export { songDuration };

/** A gap between notes at least this long (seconds) starts a new phrase. */
export const PHRASE_GAP = 0.25;

export const SAMPLE_RATES = [44100, 48000] as const;
export type SampleRate = (typeof SAMPLE_RATES)[number];

/** The sung pitch line of a phrase: MIDI pitch (fractional) per frame, NaN where unvoiced. */
export interface PitchLine {
  /** Song seconds of the first frame. */
  startTime: number;
  /** Seconds between frames. */
  step: number;
  values: Float32Array;
}

export interface RenderedPhrase {
  /** Song seconds of samples[0] (before the first note when it starts with consonants). */
  startTime: number;
  sampleRate: number;
  samples: Float32Array;
  pitch: PitchLine;
}

/** One phrase of a track, ready to render: what it sounds like depends only on `key`. */
export interface SongPhrase {
  trackId: string;
  /** Hash of everything the audio depends on (notes relative to the phrase, syllables, curves, voice, rate, model). */
  key: string;
  /** Song seconds of the first note's start (phrase time 0). */
  time: number;
  /** Song seconds of the last note's end. */
  end: number;
  noteIds: string[];
  input: PhraseInput;
  preset: VoicePreset;
}

/** A phrase rendering in steps, its first seconds first (playback can start on them). */
export interface PhraseStream {
  /** The phrase as it will be once done (phrase-relative times): `samples` are written up to `done`. */
  readonly rendered: RenderedPhrase;
  /** Samples written so far. */
  readonly done: number;
  readonly finished: boolean;
  /** Renders the phrase's samples up to `until` (rounded up to a control frame); returns `done`. */
  advance(until: number): number;
}

/**
 * Starts rendering one phrase: plan the segments, build control frames, then synthesize in steps
 * (or at once, for a model that cannot), applying the voice's calibrated level to each step.
 * Pure: the same phrase always gives the same samples, however it is cut into steps.
 */
export function streamPhrase(
  input: PhraseInput,
  preset: VoicePreset,
  sampleRate: number,
  options: { model?: SynthesisModel; seed?: number; time?: number } = {},
): PhraseStream {
  const model = options.model ?? klattModel;
  const seed = options.seed ?? seedOf(hashString(JSON.stringify(input)));
  const segments = planSegments(input);
  const frames = buildFrames(input, segments, preset, sampleRate, seed);
  const synthesis = model.stream?.({ frames, segments, preset, seed });
  const samples = synthesis?.samples ?? new Float32Array(frames.count * frames.hop);
  const gain = voiceGain(preset, sampleRate, model);
  const time = options.time ?? 0;
  const rendered: RenderedPhrase = {
    startTime: time + frames.startTime,
    sampleRate,
    samples,
    pitch: { startTime: time + frames.startTime, step: frames.hop / sampleRate, values: frames.pitchLine },
  };
  let done = 0;
  const stream = {
    rendered,
    get done() {
      return done;
    },
    get finished() {
      return done >= samples.length;
    },
    advance(until: number) {
      if (done >= samples.length) return done;
      const from = done;
      if (synthesis) done = synthesis.advance(Math.min(until, samples.length));
      else {
        samples.set(model.synthesize({ frames, segments, preset, seed }));
        done = samples.length;
      }
      for (let index = from; index < done; index += 1) samples[index]! *= gain;
      return done;
    },
  };
  return stream;
}

/**
 * Renders one phrase: plan the segments, build control frames, synthesize, apply the voice's
 * calibrated level. Pure: the same phrase always gives the same samples.
 */
export function renderPhrase(
  input: PhraseInput,
  preset: VoicePreset,
  sampleRate: number,
  options: { model?: SynthesisModel; seed?: number; time?: number } = {},
): RenderedPhrase {
  const stream = streamPhrase(input, preset, sampleRate, options);
  stream.advance(Number.POSITIVE_INFINITY);
  return stream.rendered;
}

const gains = new Map<string, number>();

/**
 * The factor that brings a sustained /a/ at the middle of the voice's range to −18 dBFS RMS: from
 * VOICE_GAINS for the characters' own presets (a fresh worker then renders nothing to calibrate
 * before the first phrase), measured once per preset and rate otherwise.
 */
export function voiceGain(preset: VoicePreset, sampleRate: number, model: SynthesisModel = klattModel): number {
  const key = `${JSON.stringify(preset)}:${sampleRate}:${model.name}`;
  const known = gains.get(key);
  if (known !== undefined) return known;
  const table = VOICE_GAINS[preset.id];
  const listed =
    model === klattModel && table?.preset === hashString(JSON.stringify(preset))
      ? table[sampleRate as 44100 | 48000]
      : undefined;
  const gain = listed ?? measureVoiceGain(preset, sampleRate, model);
  gains.set(key, gain);
  return gain;
}

/** voiceGain measured: a half-second /a/ rendered and its RMS taken over 0.2–0.45 s. */
export function measureVoiceGain(preset: VoicePreset, sampleRate: number, model: SynthesisModel = klattModel): number {
  const pitch = Math.round((preset.range.low + preset.range.high) / 2);
  const input: PhraseInput = {
    language: 'ja',
    notes: [{ id: 'a', start: 0, end: 0.5, pitch, syllables: [{ onset: [], nucleus: ['a'], coda: [] }] }],
    curves: { pitch: [], dynamics: [], breathiness: [] },
  };
  const quiet = { ...preset, vibrato: { ...preset.vibrato, depth: 0 } };
  const segments = planSegments(input);
  const frames = buildFrames(input, segments, quiet, sampleRate, 1);
  const samples = model.synthesize({ frames, segments, preset: quiet, seed: 1 });
  const from = Math.floor(0.2 * sampleRate);
  const to = Math.floor(0.45 * sampleRate);
  let energy = 0;
  for (let index = from; index < to; index += 1) energy += samples[index]! ** 2;
  const rms = Math.sqrt(energy / Math.max(1, to - from));
  return rms > 0 ? 10 ** (-18 / 20) / rms : 1;
}

/**
 * Readies a voice before its first phrase is asked for: its level calibration (voiceGain, a
 * half-second render once per voice and rate) and one tiny phrase through the whole engine — a
 * consonant, a vowel, a coda — so the first phrase after Play runs compiled code. Returns nothing
 * (the audio is thrown away, the cache untouched).
 */
export function warmVoice(preset: VoicePreset, language: Language, sampleRate: number, model?: SynthesisModel): void {
  voiceGain(preset, sampleRate, model);
  const pitch = Math.round((preset.range.low + preset.range.high) / 2);
  const input: PhraseInput = {
    language,
    notes: [
      { id: 'w1', start: 0, end: 0.12, pitch, syllables: [{ onset: ['s'], nucleus: ['a'], coda: [] }] },
      {
        id: 'w2',
        start: 0.12,
        end: 0.24,
        pitch: pitch + 2,
        syllables: [{ onset: ['t'], nucleus: ['i'], coda: ['n'] }],
      },
    ],
    curves: { pitch: [], dynamics: [], breathiness: [] },
  };
  renderPhrase(input, preset, sampleRate, { ...(model ? { model } : {}), seed: 1 });
}

function curveInPhrase(
  points: readonly CurvePoint[],
  tempo: TempoMap,
  from: number,
  to: number,
  origin: number,
): TimedValue[] {
  const timed = points.map((point) => ({ time: tempo.seconds(point.tick) - origin, value: point.value }));
  let first = 0;
  while (first + 1 < timed.length && timed[first + 1]!.time + origin <= from) first += 1;
  let last = timed.length - 1;
  while (last - 1 >= 0 && timed[last - 1]!.time + origin >= to) last -= 1;
  return timed.slice(first, last + 1).map((point) => ({
    time: Math.round(point.time * 1e6) / 1e6,
    value: point.value,
  }));
}

/**
 * Splits a track into phrases (notes between rests of PHRASE_GAP or more) with their syllables
 * and cache keys. Moving a phrase in time keeps its key: times inside are relative to its start.
 */
export function planTrack(
  track: Track,
  tempo: TempoMap,
  phonemizer: Phonemizer,
  sampleRate: number,
  options: { preset?: VoicePreset; model?: SynthesisModel } = {},
): { phrases: SongPhrase[]; warnings: PhonemizeWarning[] } {
  const preset = options.preset ?? presetFor(track.characterId);
  const model = options.model ?? klattModel;
  const notes = [...track.notes].sort((a, b) => a.tick - b.tick);
  const { syllables, warnings } = phonemizer.phonemize(notes);
  const phrases: SongPhrase[] = [];
  let group: number[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const time = tempo.seconds(notes[group[0]!]!.tick);
    const phraseNotes: PhraseNote[] = group.map((index) => {
      const note = notes[index]!;
      const start = tempo.seconds(note.tick) - time;
      const end = tempo.seconds(note.tick + note.duration) - time;
      return {
        id: note.id,
        start: Math.round(start * 1e6) / 1e6,
        end: Math.round(end * 1e6) / 1e6,
        pitch: note.pitch,
        syllables: syllables[index]!,
        vibrato: note.vibrato,
        portamento: note.portamento,
      };
    });
    const end = time + phraseNotes[phraseNotes.length - 1]!.end;
    const input: PhraseInput = {
      language: phonemizer.language as Language,
      notes: phraseNotes,
      curves: {
        pitch: curveInPhrase(track.curves.pitch, tempo, time - 0.35, end, time),
        dynamics: curveInPhrase(track.curves.dynamics, tempo, time - 0.35, end, time),
        breathiness: curveInPhrase(track.curves.breathiness, tempo, time - 0.35, end, time),
      },
    };
    const key = hashString(
      JSON.stringify([
        model.name,
        sampleRate,
        preset,
        input.language,
        input.notes.map((n) => ({ ...n, id: undefined })),
        input.curves,
      ]),
    );
    phrases.push({ trackId: track.id, key, time, end, noteIds: phraseNotes.map((note) => note.id), input, preset });
    group = [];
  };
  notes.forEach((note, index) => {
    const previous = notes[group[group.length - 1] ?? -1];
    if (previous && tempo.seconds(note.tick) - tempo.seconds(previous.tick + previous.duration) >= PHRASE_GAP) flush();
    group.push(index);
  });
  flush();
  return { phrases, warnings };
}

function atTime(rendered: RenderedPhrase, time: number): RenderedPhrase {
  return {
    ...rendered,
    startTime: time + rendered.startTime,
    pitch: { ...rendered.pitch, startTime: time + rendered.pitch.startTime },
  };
}

/** Rendered phrases by key; an edit changes one key, so only that phrase renders again. */
export class PhraseCache {
  private readonly entries = new Map<string, RenderedPhrase>();
  constructor(private readonly maxEntries = 2000) {}

  get size(): number {
    return this.entries.size;
  }

  /** The phrase at its time when it is cached (and then the most recently used), else undefined. */
  get(phrase: SongPhrase): RenderedPhrase | undefined {
    const known = this.entries.get(phrase.key);
    if (!known) return undefined;
    this.entries.delete(phrase.key);
    this.entries.set(phrase.key, known);
    return atTime(known, phrase.time);
  }

  /**
   * Renders a phrase in steps (its `rendered` at the phrase's time); it enters the cache when its
   * last step is done.
   */
  stream(phrase: SongPhrase, sampleRate: number, model?: SynthesisModel): PhraseStream {
    const stream = streamPhrase(phrase.input, phrase.preset, sampleRate, {
      seed: seedOf(phrase.key),
      time: 0,
      ...(model ? { model } : {}),
    });
    const placed = atTime(stream.rendered, phrase.time);
    return {
      rendered: placed,
      get done() {
        return stream.done;
      },
      get finished() {
        return stream.finished;
      },
      advance: (until) => {
        const wasFinished = stream.finished;
        const done = stream.advance(until);
        if (!wasFinished && stream.finished) {
          this.entries.set(phrase.key, stream.rendered);
          if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        }
        return done;
      },
    };
  }

  render(phrase: SongPhrase, sampleRate: number, model?: SynthesisModel): { rendered: RenderedPhrase; hit: boolean } {
    const known = this.get(phrase);
    if (known) return { rendered: known, hit: true };
    const stream = this.stream(phrase, sampleRate, model);
    stream.advance(Number.POSITIVE_INFINITY);
    return { rendered: stream.rendered, hit: false };
  }
}

/** Adds a phrase into a song-length buffer at its time. */
export function placePhrase(target: Float32Array, phrase: RenderedPhrase): void {
  const offset = Math.round(phrase.startTime * phrase.sampleRate);
  const from = Math.max(0, -offset);
  const to = Math.min(phrase.samples.length, target.length - offset);
  for (let index = from; index < to; index += 1) target[offset + index]! += phrase.samples[index]!;
}

export interface RenderSongOptions {
  sampleRate?: number;
  model?: SynthesisModel;
  cache?: PhraseCache;
  /** Loaded phonemizers by language (else loaded here). */
  phonemizers?: Partial<Record<Language, Phonemizer>>;
  /** Override a track's voice (the CLI's --character). */
  presetFor?: (track: Track) => VoicePreset;
}

export interface RenderedTrack {
  trackId: string;
  samples: Float32Array;
  pitch: PitchLine[];
  phrases: number;
  cacheHits: number;
}

export interface RenderedSong {
  sampleRate: number;
  /** Seconds: the end of the last note. */
  duration: number;
  tracks: RenderedTrack[];
  mix: StereoBuffer;
  warnings: Array<PhonemizeWarning & { trackId: string }>;
}

/** Renders every track phrase by phrase and mixes them (gain, pan, mute, solo, limiter at −1 dBFS). */
export async function renderSong(document: ProjectDocument, options: RenderSongOptions = {}): Promise<RenderedSong> {
  const sampleRate = options.sampleRate ?? 44100;
  const tempo = createTempoMap(document.tempos);
  const duration = songDuration(document, tempo);
  const length = Math.max(1, Math.round(duration * sampleRate));
  const phonemizers: Partial<Record<Language, Phonemizer>> = { ...options.phonemizers };
  for (const track of document.tracks) phonemizers[track.language] ??= await loadPhonemizer(track.language);
  const cache = options.cache ?? new PhraseCache();
  const tracks: RenderedTrack[] = [];
  const warnings: RenderedSong['warnings'] = [];
  for (const track of document.tracks) {
    const preset = options.presetFor?.(track) ?? presetFor(track.characterId);
    const planned = planTrack(track, tempo, phonemizers[track.language]!, sampleRate, {
      preset,
      ...(options.model ? { model: options.model } : {}),
    });
    warnings.push(...planned.warnings.map((warning) => ({ ...warning, trackId: track.id })));
    const samples = new Float32Array(length);
    const pitch: PitchLine[] = [];
    let cacheHits = 0;
    for (const phrase of planned.phrases) {
      const { rendered, hit } = cache.render(phrase, sampleRate, options.model);
      if (hit) cacheHits += 1;
      placePhrase(samples, rendered);
      pitch.push(rendered.pitch);
    }
    tracks.push({ trackId: track.id, samples, pitch, phrases: planned.phrases.length, cacheHits });
  }
  const mix = mixTracks(
    document.tracks.map((track, index) => ({ ...track, samples: tracks[index]!.samples })),
    length,
  );
  return { sampleRate, duration, tracks, mix, warnings };
}
