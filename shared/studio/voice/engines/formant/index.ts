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
import { voiceGain, warmUpPhrase } from './gain';
import { buildFrames, type PhraseInput, planSegments } from './plan';
import { presetFor, type VoicePreset } from './presets';
import { klattModel, type SynthesisModel } from './synth';

/**
 * Starts rendering one phrase with the formant model: plan the segments, build control frames,
 * then synthesize in steps (or at once, for a model that cannot), applying the voice's calibrated
 * level to each step. Pure: the same phrase always gives the same samples, however it is stepped.
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
  const synthesis = model.stream?.({ frames, segments, preset, seed });
  const samples = synthesis?.samples ?? new Float32Array(frames.count * frames.hop);
  const gain = voiceGain(preset, sampleRate, model);
  const rendered: RenderedPhrase = {
    startTime: frames.startTime,
    sampleRate,
    samples,
    pitch: { startTime: frames.startTime, step: frames.hop / sampleRate, values: frames.pitchLine },
  };
  let done = 0;
  const step = (until: number) => {
    const from = done;
    if (synthesis) done = synthesis.advance(until);
    else {
      samples.set(model.synthesize({ frames, segments, preset, seed }));
      done = samples.length;
    }
    for (let index = from; index < done; index += 1) samples[index]! *= gain;
    return done;
  };
  return phraseStream(rendered, step, options.signal);
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
  };
}

export const formantEngine = createFormantEngine();
