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
  const model = options.model ?? klattModel;
  const seed = options.seed ?? seedOf(hashString(JSON.stringify(input)));
  const segments = planSegments(input);
  const frames = buildFrames(input, segments, preset, sampleRate, seed);
  const samples = model.synthesize({ frames, segments, preset, seed });
  const gain = voiceGain(preset, sampleRate, model);
  for (let index = 0; index < samples.length; index += 1) samples[index]! *= gain;
  const time = options.time ?? 0;
  return {
    startTime: time + frames.startTime,
    sampleRate,
    samples,
    pitch: { startTime: time + frames.startTime, step: frames.hop / sampleRate, values: frames.pitchLine },
  };
}

const gains = new Map<string, number>();

/** The factor that brings a sustained /a/ at the middle of the voice's range to −18 dBFS RMS. */
export function voiceGain(preset: VoicePreset, sampleRate: number, model: SynthesisModel = klattModel): number {
  const key = `${JSON.stringify(preset)}:${sampleRate}:${model.name}`;
  const known = gains.get(key);
  if (known !== undefined) return known;
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
  const gain = rms > 0 ? 10 ** (-18 / 20) / rms : 1;
  gains.set(key, gain);
  return gain;
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

  render(phrase: SongPhrase, sampleRate: number, model?: SynthesisModel): { rendered: RenderedPhrase; hit: boolean } {
    const known = this.entries.get(phrase.key);
    if (known) {
      this.entries.delete(phrase.key);
      this.entries.set(phrase.key, known);
      return { rendered: atTime(known, phrase.time), hit: true };
    }
    const rendered = renderPhrase(phrase.input, phrase.preset, sampleRate, {
      seed: seedOf(phrase.key),
      time: 0,
      ...(model ? { model } : {}),
    });
    this.entries.set(phrase.key, rendered);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return { rendered: atTime(rendered, phrase.time), hit: false };
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
