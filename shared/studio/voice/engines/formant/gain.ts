import type { Language } from '../../../../languages';
import { hashString } from '../../random';
import { buildFrames, type PhraseInput, planSegments } from './plan';
import type { VoicePreset } from './presets';
import { klattModel, type SynthesisModel } from './synth';
import { VOICE_GAINS } from './voice-gains';

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

/** A tiny phrase through the whole engine — a consonant, a vowel, a coda — at the voice's middle pitch. */
export function warmUpPhrase(preset: VoicePreset, language: Language): PhraseInput {
  const pitch = Math.round((preset.range.low + preset.range.high) / 2);
  return {
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
}
