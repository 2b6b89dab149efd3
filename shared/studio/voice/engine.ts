import type { Language } from '../../languages';
import type { CharacterId } from '../characters';
import type { Vibrato } from '../document';
import type { Syllable } from './syllable';

/**
 * The seam between the studio and a voice engine (like OpenUtau's IRenderer): the studio plans a
 * track into engine-neutral phrase scores, an engine renders each into samples in steps. Engines
 * live in voice/engines/<id>/ and are listed in voice/engines/index.ts; each character names its
 * engine (characters.ts). Phrase times are seconds from the phrase's first note start.
 */

export interface PhraseNote {
  id: string;
  start: number;
  end: number;
  /** MIDI note number. */
  pitch: number;
  /** Syllables in the inventory of phonemize/inventory.ts. */
  syllables: Syllable[];
  vibrato?: Vibrato | undefined;
  /** Glide into the note, ms. */
  portamento?: number | undefined;
}

export interface TimedValue {
  time: number;
  value: number;
}

/** The document's curves in phrase time: pitch deviation (cents), dynamics (dB), breathiness (0–1). */
export interface PhraseCurves {
  pitch: TimedValue[];
  dynamics: TimedValue[];
  breathiness: TimedValue[];
}

/** What a phrase sings, engine-neutral. */
export interface PhraseScore {
  character: CharacterId;
  language: Language;
  notes: PhraseNote[];
  curves: PhraseCurves;
  /** Seeds the engine's variation (jitter, drift, noise): the same score and seed sound the same. */
  seed: number;
}

/** The sung pitch line of a phrase: MIDI pitch (fractional) per frame, NaN where unvoiced. */
export interface PitchLine {
  /** Seconds of the first frame. */
  startTime: number;
  /** Seconds between frames. */
  step: number;
  values: Float32Array;
}

export interface RenderedPhrase {
  /** Seconds of samples[0] (before the first note when it starts with consonants). */
  startTime: number;
  sampleRate: number;
  samples: Float32Array;
  pitch: PitchLine;
}

/** A phrase rendering in steps, its first seconds first (playback can start on them). */
export interface PhraseStream {
  /** The phrase as it will be once done: `samples` are written up to `done`. */
  readonly rendered: RenderedPhrase;
  /** Samples written so far. */
  readonly done: number;
  readonly finished: boolean;
  /** 0–1: done / length. */
  readonly progress: number;
  /**
   * Renders the phrase's samples up to `until` (an engine may round up to its own step); returns
   * `done`. After the render's signal aborts it writes nothing more (the samples so far stay).
   */
  advance(until: number): number;
}

/** What an engine reads of an AbortSignal (the studio core has no DOM types). */
export interface CancelSignal {
  readonly aborted: boolean;
}

/**
 * A sung recording analysed frame by frame (shared/studio/analysis/voice-analysis.ts), for an engine
 * to sing again with a character's voice: the voice changer.
 */
export interface SungAnalysis {
  sampleRate: number;
  /** Samples between frames; frame i is centred on sample i × hop. */
  hop: number;
  /** Hz per frame, 0 where unvoiced. */
  f0: Float32Array;
  /** RMS level per frame. */
  energy: Float32Array;
  /**
   * The noise beside the harmonics in each voiced frame, as an amplitude ratio (breath, a voiced
   * fricative's hiss); 0 where unvoiced, where everything is noise.
   */
  aperiodicity: Float32Array;
  /** The spectral envelope of each frame as an all-pole filter: `order` coefficients a1…ap per frame, frame after frame. */
  order: number;
  lpc: Float32Array;
  /** The pre-emphasis the envelope was measured after (y = x − k·x₋₁); a re-singer takes it back. */
  preEmphasis: number;
}

/** What to sing again, and how: the character, a transposition and a formant shift on top of the character's own. */
export interface ResingRequest {
  character: CharacterId;
  analysis: SungAnalysis;
  /** Semitones the melody moves. */
  transpose: number;
  /** A factor on the character's vocal-tract scale: 1 keeps it, above 1 brighter (shorter tract). */
  formantShift: number;
  seed: number;
}

export interface VoiceEngine {
  readonly id: string;
  /** Changes whenever the same score would sound different: part of every phrase's cache key. */
  readonly version: string;
  /** Loads what the engine needs (tables, weights); resolves at once when nothing is left to load. */
  load(): Promise<void>;
  /** Starts rendering a phrase; pure: the same score always gives the same samples, however it is stepped. */
  render(score: PhraseScore, sampleRate: number, signal?: CancelSignal): PhraseStream;
  /** Readies a character's voice (calibration, compiled code) before its first phrase; optional. */
  warm?(character: CharacterId, language: Language, sampleRate: number): void;
  /**
   * Sings an analysed recording again with the character's source and vocal tract, keeping its
   * pitch line (transposed), timing, dynamics and envelope (so its words); optional: an engine that
   * cannot leaves it out and the voice changer does not offer its characters.
   */
  resing?(request: ResingRequest, signal?: CancelSignal): Float32Array;
}

/**
 * A PhraseStream over an engine's own stepper: `step(until)` writes samples from `done` up to at
 * least `until` and returns the new `done`. Adds progress and cancellation.
 */
export function phraseStream(
  rendered: RenderedPhrase,
  step: (until: number) => number,
  signal?: CancelSignal,
): PhraseStream {
  const length = rendered.samples.length;
  let done = 0;
  return {
    rendered,
    get done() {
      return done;
    },
    get finished() {
      return done >= length;
    },
    get progress() {
      return length === 0 ? 1 : done / length;
    },
    advance(until: number) {
      if (done >= length || signal?.aborted) return done;
      done = Math.min(length, step(Math.min(until, length)));
      return done;
    },
  };
}
