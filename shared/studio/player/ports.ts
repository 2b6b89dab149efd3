import type { ProjectDocument, Track } from '../document';

/** Where rendered phrases are heard, and the clock playback follows (the Web Audio output in the browser). */
export interface AudioSink {
  readonly sampleRate: number;
  /** Wakes the output (call it inside the user's gesture). */
  resume(): Promise<void>;
  /**
   * Starts the clock at song time `from` (seconds); with `preroll` the clock runs that many seconds
   * before `from` first (a count-in): nothing before `from` is heard and the position waits at `from`.
   */
  start(from: number, preroll?: number): void;
  /** Song seconds: read from the running clock, else where it was stopped or sought. */
  position(): number;
  /** Seconds of count-in still to go (0 when none is running). */
  remainingPreroll(): number;
  /** A metronome click at a song time on the running clock (may be before `from` during a count-in). */
  click(songTime: number, accent: boolean): void;
  /**
   * Plays a phrase at its song time; a phrase that has already begun plays from where it is now.
   * With `right`, `samples` is the left side of a stereo phrase (an audio track's recording).
   */
  schedule(trackId: string, startTime: number, samples: Float32Array, sampleRate: number, right?: Float32Array): void;
  /** Stops every scheduled phrase (the clock keeps its position). */
  stop(): void;
  /** Moves the stopped clock to song time `to`. */
  seek(to: number): void;
  /** Gain, pan, mute and solo of each track. */
  setTracks(tracks: readonly Pick<Track, 'id' | 'gainDb' | 'pan' | 'mute' | 'solo'>[]): void;
  /** RMS level of the master output right now (0…1). */
  level(): number;
  dispose(): void;
}

/** A rendered phrase (or a part of one) as playback needs it. */
export interface PlayerPhrase {
  trackId: string;
  key: string;
  /** Song seconds of samples[0]. */
  startTime: number;
  sampleRate: number;
  samples: Float32Array;
  /** True on the last phrase the clock waits for: every phrase sounding at the start has come. */
  ready: boolean;
  /** The sung pitch line of the whole phrase (MIDI pitch per frame); empty on parts after the first. */
  pitch: { startTime: number; step: number; values: Float32Array };
}

/** The voice as playback uses it: renders a song from a time, phrase by phrase, in hearing order. */
export interface PhraseSource {
  render(
    document: ProjectDocument,
    sampleRate: number,
    from: number,
    onPhrase: (phrase: PlayerPhrase) => void,
  ): Promise<{ phrases: number }>;
  /** Readies each track's voice (dictionaries loaded, code compiled) with a tiny phrase. */
  warm(document: ProjectDocument, sampleRate: number): Promise<unknown>;
  /** Ends the running render (its promise rejects); what it has rendered stays cached for the next. */
  stopRendering(): void;
  dispose(): void;
}

/** Time as playback schedules its own work: animation frames and timers in the browser, a fake in tests. */
export interface Scheduler {
  /** Milliseconds, for measuring. */
  now(): number;
  /** Runs `callback` before the next screen update; returns a cancel function. */
  nextFrame(callback: () => void): () => void;
  /** Runs `callback` after `ms`; returns a cancel function. */
  after(ms: number, callback: () => void): () => void;
}

/** The transport's options, read when they are needed (they change while playing). */
export type TransportOptions = { metronome: boolean; countInBars: number };
