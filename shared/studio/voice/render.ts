import type { Language } from '../../languages';
import type { CurvePoint, ProjectDocument, Track } from '../document';
import { type ClipAudioSource, renderAudioTrack } from './clip-render';
import type {
  CancelSignal,
  PhraseNote,
  PhraseScore,
  PhraseStream,
  PitchLine,
  RenderedPhrase,
  TimedValue,
  VoiceEngine,
} from './engine';
import { engineOf } from './engines';
import { mixTracks, type StereoBuffer } from './mixer';
import type { Phonemizer } from './phonemize';
import { loadPhonemizer, lyricsOf } from './phonemize';
import { hashString, seedOf } from './random';
import type { PhonemizeWarning } from './syllable';
import { createTempoMap, songDuration, type TempoMap } from './tempo';

// Where it was first written; the editor imports it from tempo.ts, without the engine.
export { songDuration };

/** A gap between notes at least this long (seconds) starts a new phrase. */
export const PHRASE_GAP = 0.25;

export const SAMPLE_RATES = [44100, 48000] as const;
export type SampleRate = (typeof SAMPLE_RATES)[number];

/** One phrase of a track, ready to render: what it sounds like depends only on `key`. */
export interface SongPhrase {
  trackId: string;
  /** Hash of everything the audio depends on (engine and its version, rate, character, score). */
  key: string;
  /** Song seconds of the first note's start (phrase time 0). */
  time: number;
  /** Song seconds of the last note's end. */
  end: number;
  noteIds: string[];
  score: PhraseScore;
  engine: VoiceEngine;
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
  options: { engine?: VoiceEngine } = {},
): { phrases: SongPhrase[]; warnings: PhonemizeWarning[] } {
  const engine = options.engine ?? engineOf(track.characterId);
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
    const curves = {
      pitch: curveInPhrase(track.curves.pitch, tempo, time - 0.35, end, time),
      dynamics: curveInPhrase(track.curves.dynamics, tempo, time - 0.35, end, time),
      breathiness: curveInPhrase(track.curves.breathiness, tempo, time - 0.35, end, time),
    };
    const key = hashString(
      JSON.stringify([
        engine.id,
        engine.version,
        sampleRate,
        track.characterId,
        phonemizer.language,
        phraseNotes.map((n) => ({ ...n, id: undefined })),
        curves,
      ]),
    );
    const score: PhraseScore = {
      character: track.characterId,
      language: phonemizer.language,
      notes: phraseNotes,
      curves,
      seed: seedOf(key),
    };
    phrases.push({ trackId: track.id, key, time, end, noteIds: phraseNotes.map((note) => note.id), score, engine });
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
  stream(phrase: SongPhrase, sampleRate: number, signal?: CancelSignal): PhraseStream {
    const stream = phrase.engine.render(phrase.score, sampleRate, signal);
    const placed = atTime(stream.rendered, phrase.time);
    return {
      rendered: placed,
      get done() {
        return stream.done;
      },
      get finished() {
        return stream.finished;
      },
      get progress() {
        return stream.progress;
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

  render(phrase: SongPhrase, sampleRate: number): { rendered: RenderedPhrase; hit: boolean } {
    const known = this.get(phrase);
    if (known) return { rendered: known, hit: true };
    const stream = this.stream(phrase, sampleRate);
    stream.advance(Number.POSITIVE_INFINITY);
    return { rendered: stream.rendered, hit: false };
  }
}

/** Adds a phrase into a song buffer at its time (`origin`: song seconds of target[0]). */
export function placePhrase(target: Float32Array, phrase: RenderedPhrase, origin = 0): void {
  const offset = Math.round((phrase.startTime - origin) * phrase.sampleRate);
  const from = Math.max(0, -offset);
  const to = Math.min(phrase.samples.length, target.length - offset);
  for (let index = from; index < to; index += 1) target[offset + index]! += phrase.samples[index]!;
}

export interface RenderSongOptions {
  sampleRate?: number;
  cache?: PhraseCache;
  /** Loaded phonemizers by language (else loaded here). */
  phonemizers?: Partial<Record<Language, Phonemizer>>;
  /** The engine a track sings with (default: its character's, engineOf). */
  engineFor?: (track: Track) => VoiceEngine;
  /**
   * Files for listening (export, the render command): the buffers begin early enough for the first
   * note's lead-in consonants and end after the last note's release. Without it they span song
   * seconds 0 to the end of the last note.
   */
  margins?: boolean;
  /** The decoded recordings audio tracks play (none: audio tracks stay silent). */
  clipAudio?: ClipAudioSource;
}

/** Silence kept before the first consonant and after the last release when `margins` is set. */
export const SONG_MARGIN = 0.05;

export interface RenderedTrack {
  trackId: string;
  /** The track's sound (an audio track's left side). */
  samples: Float32Array;
  /** An audio track's right side. */
  right?: Float32Array;
  pitch: PitchLine[];
  phrases: number;
  cacheHits: number;
}

export interface RenderedSong {
  sampleRate: number;
  /** Seconds: the end of the last note. */
  duration: number;
  /** Song seconds of the buffers' first sample: 0, or before it with `margins` and a lead-in. */
  startTime: number;
  tracks: RenderedTrack[];
  mix: StereoBuffer;
  warnings: Array<PhonemizeWarning & { trackId: string }>;
}

/** Renders every track phrase by phrase and mixes them (gain, pan, mute, solo, limiter at −1 dBFS). */
export async function renderSong(document: ProjectDocument, options: RenderSongOptions = {}): Promise<RenderedSong> {
  const sampleRate = options.sampleRate ?? 44100;
  const tempo = createTempoMap(document.tempos);
  const duration = songDuration(document, tempo);
  const cache = options.cache ?? new PhraseCache();
  const warnings: RenderedSong['warnings'] = [];
  const rendered: Array<{ phrases: RenderedPhrase[]; hits: number }> = [];
  for (const track of document.tracks) {
    const engine = options.engineFor?.(track) ?? engineOf(track.characterId);
    await engine.load();
    const phonemizer = options.phonemizers?.[track.language] ?? (await loadPhonemizer(track.language, lyricsOf(track)));
    const planned = planTrack(track, tempo, phonemizer, sampleRate, { engine });
    warnings.push(...planned.warnings.map((warning) => ({ ...warning, trackId: track.id })));
    let hits = 0;
    const phrases = planned.phrases.map((phrase) => {
      const result = cache.render(phrase, sampleRate);
      if (result.hit) hits += 1;
      return result.rendered;
    });
    rendered.push({ phrases, hits });
  }
  const all = rendered.flatMap((track) => track.phrases);
  const first = Math.min(0, ...all.map((phrase) => phrase.startTime));
  const last = Math.max(duration, ...all.map((phrase) => phrase.startTime + phrase.samples.length / sampleRate));
  const startTime = options.margins && first < 0 ? first - SONG_MARGIN : 0;
  const endTime = options.margins ? last + SONG_MARGIN : duration;
  const length = Math.max(1, Math.round((endTime - startTime) * sampleRate));
  const tracks: RenderedTrack[] = document.tracks.map((track, index) => {
    const samples = new Float32Array(length);
    const { phrases, hits } = rendered[index]!;
    for (const phrase of phrases) placePhrase(samples, phrase, startTime);
    const pitch = phrases.map((phrase) => phrase.pitch);
    return { trackId: track.id, samples, pitch, phrases: phrases.length, cacheHits: hits };
  });
  for (const track of document.audioTracks) {
    const stem = renderAudioTrack(track, tempo, options.clipAudio ?? (() => undefined), sampleRate, startTime, length);
    tracks.push({ trackId: track.id, samples: stem.left, right: stem.right, pitch: [], phrases: 0, cacheHits: 0 });
  }
  const mix = mixTracks(
    [...document.tracks, ...document.audioTracks].map((track, index) => ({
      ...track,
      samples: tracks[index]!.samples,
      right: tracks[index]!.right,
    })),
    length,
  );
  return { sampleRate, duration, startTime, tracks, mix, warnings };
}
