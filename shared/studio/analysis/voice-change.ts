import type { CharacterId } from '../characters';
import type { CancelSignal } from '../voice/engine';
import { engineOf } from '../voice/engines';
import { analyseVoice } from './voice-analysis';

export interface VoiceChangeOptions {
  character: CharacterId;
  /** Semitones; 0 keeps the melody where it was sung. */
  transpose?: number;
  /** Semitones of formant shift on top of the character's own vocal tract; 0 keeps it. */
  formantShift?: number;
  seed?: number;
  signal?: CancelSignal;
}

export class VoiceChangeUnsupported extends Error {}

/** A sung recording (mono) sung again by a character, through the character's engine. */
export function changeVoice(samples: Float32Array, sampleRate: number, options: VoiceChangeOptions): Float32Array {
  const engine = engineOf(options.character);
  if (!engine.resing) throw new VoiceChangeUnsupported(`The ${engine.id} engine cannot sing a recording again.`);
  return engine.resing(
    {
      character: options.character,
      analysis: analyseVoice(samples, sampleRate),
      transpose: options.transpose ?? 0,
      formantShift: 2 ** ((options.formantShift ?? 0) / 12),
      seed: options.seed ?? 1,
    },
    options.signal,
  );
}
