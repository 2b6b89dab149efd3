import type { CharacterId } from '../../../characters';
import {
  type CancelSignal,
  type PhraseScore,
  type PhraseStream,
  phraseStream,
  type RenderedPhrase,
  type VoiceEngine,
} from '../../engine';
import { hashString, seedOf } from '../../random';
import { buildFrames } from './frames';
import { gainAtPitch, voiceGain, warmUpPhrase } from './gain';
import { type PhraseInput, planSegments } from './plan';
import { presetFor, type VoicePreset } from './presets';
import { resing } from './resing';
import { klattModel, type SynthesisModel } from './synth';

/**
 * Starts rendering one phrase with the formant model: plan the segments, build control frames,
 * with the voice's calibrated level at each pitch, then synthesize in steps (or at once, for a
 * model that cannot). Pure: the same phrase always gives the same samples, however it is stepped.
 */
export function streamPhrase(
  input: PhraseInput,
  preset: VoicePreset,
  sampleRate: number,
  options: { model?: SynthesisModel; seed?: number; signal?: CancelSignal } = {},
): PhraseStream {
  const model = options.model ?? klattModel;
  const seed = options.seed ?? seedOf(hashString(JSON.stringify(input)));
  const segments = planSegments(input);
  const frames = buildFrames(input, segments, preset, sampleRate, seed);
  // The voice's level at the pitch it sings, into each frame's source amplitudes.
  const gains = voiceGain(preset, sampleRate, model);
  for (let frame = 0; frame < frames.count; frame += 1) {
    frames.gain[frame]! *= gainAtPitch(gains, 69 + 12 * Math.log2(frames.f0[frame]! / 440));
  }
  const synthesis = model.stream?.({ frames, segments, preset, seed });
  const samples = synthesis?.samples ?? new Float32Array(frames.count * frames.hop);
  const rendered: RenderedPhrase = {
    startTime: frames.startTime,
    sampleRate,
    samples,
    pitch: { startTime: frames.startTime, step: frames.hop / sampleRate, values: frames.pitchLine },
  };
  let done = 0;
  const floor = roomNoise(seed, samples.length, sampleRate);
  const step = (until: number) => {
    const from = done;
    if (synthesis) done = synthesis.advance(until);
    else {
      samples.set(model.synthesize({ frames, segments, preset, seed }));
      done = samples.length;
    }
    for (let index = from; index < done; index += 1) samples[index]! += floor(index);
    return done;
  };
  return phraseStream(rendered, step, options.signal);
}

/** Peak of the noise floor under a phrase: about −85 dBFS RMS, three steps of 16-bit audio. */
const ROOM_NOISE = 1e-4;

/**
 * A recording's noise floor under the phrase, faded in and out over 10 ms: a voiceless closure is
 * quiet, never digital silence. Deterministic (seeded), read in order, sample by sample.
 */
function roomNoise(seed: number, length: number, sampleRate: number): (index: number) => number {
  let state = (seed ^ 0x5bd1e995) >>> 0 || 1;
  const fade = Math.max(1, Math.round(0.01 * sampleRate));
  return (index) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const envelope = Math.min(1, index / fade, (length - 1 - index) / fade);
    return ((state >>> 0) / 2147483648 - 1) * ROOM_NOISE * Math.max(0, envelope);
  };
}

/** One phrase rendered whole (benches, tests). */
export function renderPhrase(
  input: PhraseInput,
  preset: VoicePreset,
  sampleRate: number,
  options: { model?: SynthesisModel; seed?: number } = {},
): RenderedPhrase {
  const stream = streamPhrase(input, preset, sampleRate, options);
  stream.advance(Number.POSITIVE_INFINITY);
  return stream.rendered;
}

/** Bumped whenever the formant engine's sound changes (phrase cache keys include it). */
const FORMANT_VERSION = '2';

/**
 * The Klatt-style formant engine. `preset` makes every character sing with one voice (benches,
 * the quality test's reference voice); its version then names that voice.
 */
export function createFormantEngine(options: { preset?: VoicePreset; model?: SynthesisModel } = {}): VoiceEngine {
  const model = options.model ?? klattModel;
  const voiceOf = (character: CharacterId) => options.preset ?? presetFor(character);
  const variant = [options.preset && hashString(JSON.stringify(options.preset)), options.model && model.name];
  return {
    id: 'formant',
    version: [FORMANT_VERSION, model.name, ...variant.filter(Boolean)].join('+'),
    load: () => Promise.resolve(),
    render(score: PhraseScore, sampleRate: number, signal?: CancelSignal) {
      return streamPhrase(score, voiceOf(score.character), sampleRate, {
        model,
        seed: score.seed,
        ...(signal ? { signal } : {}),
      });
    },
    warm(character, language, sampleRate) {
      const preset = voiceOf(character);
      voiceGain(preset, sampleRate, model);
      renderPhrase(warmUpPhrase(preset, language), preset, sampleRate, { model, seed: 1 });
    },
    resing,
  };
}

export const formantEngine = createFormantEngine();
