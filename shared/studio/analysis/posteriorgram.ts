/** basic-pitch's rates: it listens at 22 050 Hz and answers 86 frames a second. */
export const MODEL_SAMPLE_RATE = 22050;
export const FRAME_HOP = 256;
/** MIDI pitch of the lowest of the model's 88 note bins (A0). */
export const LOWEST_PITCH = 21;
/** The contour output has three bins per semitone, from A0 up. */
export const CONTOUR_BINS_PER_SEMITONE = 3;

/**
 * What the model hears, frame by frame: for each of the 88 piano keys, how likely a note sounds
 * (`frames`) and starts (`onsets`); `contours` is the pitch salience at a third of a semitone.
 */
export interface Posteriorgram {
  frames: number[][];
  onsets: number[][];
  contours: number[][];
}

const FRAMES_PER_WINDOW = 2 * Math.floor(MODEL_SAMPLE_RATE / FRAME_HOP);
const WINDOW_SAMPLES = 2 * MODEL_SAMPLE_RATE - FRAME_HOP;
// The model's two-second windows hold a fraction of a frame more than their samples: basic-pitch
// takes that drift back once per window (its toMidi.ts, with its 1.8 ms alignment constant).
const WINDOW_DRIFT = (FRAME_HOP / MODEL_SAMPLE_RATE) * (FRAMES_PER_WINDOW - WINDOW_SAMPLES / FRAME_HOP) + 0.0018;

/** Seconds into the audio at which frame `frame` of the posteriorgram sits. */
export function frameTime(frame: number): number {
  return (frame * FRAME_HOP) / MODEL_SAMPLE_RATE - WINDOW_DRIFT * Math.floor(frame / FRAMES_PER_WINDOW);
}
