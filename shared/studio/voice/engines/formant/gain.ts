import type { Language } from '../../../../languages';
import { kWeightedLevel } from '../../loudness';
import { hashString } from '../../random';
import type { Syllable } from '../../syllable';
import { buildFrames } from './frames';
import { type PhraseInput, planSegments } from './plan';
import type { VoicePreset } from './presets';
import { klattModel, type SynthesisModel } from './synth';
import { VOICE_GAINS } from './voice-gains';

const gains = new Map<string, readonly number[]>();

/** The MIDI pitches a voice's level is calibrated at (every semitone, C2 to C7). */
const GAIN_STEP = 1;
export const GAIN_PITCHES: readonly number[] = Array.from({ length: 61 }, (_, index) => 36 + index * GAIN_STEP);

/**
 * The factors, one per GAIN_PITCHES, that bring the voice's calibration phrase sung there to
 * LEVEL_DB of K-weighted loudness: every character sings a score equally loud, as a listener
 * weighs it, whatever its pitch. From VOICE_GAINS for the characters' own presets (a fresh worker
 * then renders nothing to calibrate before the first phrase), measured once per preset and rate
 * otherwise.
 */
export function voiceGain(
  preset: VoicePreset,
  sampleRate: number,
  model: SynthesisModel = klattModel,
): readonly number[] {
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

/** K-weighted mean square (dB) of the calibration phrase after the voice's gain: about −20 LUFS. */
const LEVEL_DB = -19.3;

/** The gain at a pitch: GAIN_PITCHES' gains interpolated in dB. */
export function gainAtPitch(gains: readonly number[], pitch: number): number {
  const position = Math.min(GAIN_PITCHES.length - 1, Math.max(0, (pitch - GAIN_PITCHES[0]!) / GAIN_STEP));
  const low = Math.floor(position);
  const high = Math.min(GAIN_PITCHES.length - 1, low + 1);
  const weight = position - low;
  return Math.exp(Math.log(gains[low]!) * (1 - weight) + Math.log(gains[high]!) * weight);
}

const s = (onset: string[], nucleus: string[], coda: string[] = []): Syllable => ({ onset, nucleus, coda });

/**
 * What the level is measured on: open to close vowels after single consonants, then syllables
 * with clusters and codas at a singing pace, all at `pitch` (the level belongs to that pitch).
 */
const CALIBRATION: Syllable[] = [
  s(['s'], ['ɑ']),
  s(['k'], ['i']),
  s(['t'], ['u']),
  s(['n'], ['ɛ']),
  s(['m'], ['o']),
  s(['l'], ['ɪ']),
  s(['h'], ['ʌ']),
  s(['b'], ['æ']),
  s(['w'], ['i']),
  s([], ['e', 'ɪ'], ['t']),
  s(['f', 'ɹ'], ['ɛ'], ['ʃ']),
  s(['b', 'ɹ'], ['ɛ'], ['d']),
  s(['f'], ['ɔ'], ['ɹ']),
  s(['l'], ['ʌ'], ['n', 'tʃ']),
  s(['t'], ['ə']),
  s(['d'], ['e', 'ɪ']),
  s(['w'], ['ɝ'], ['d']),
  s(['ɹ'], ['ɪ'], ['ŋ']),
  s(['s'], ['o', 'ʊ']),
  s(['h'], ['a', 'ʊ']),
  s(['l'], ['a', 'ɪ'], ['k']),
  s(['ʃ'], ['u']),
  s(['g'], ['ʊ'], ['d']),
  s(['j'], ['ɑ'], ['ɹ']),
  s(['ð'], ['ɛ'], ['m']),
  s(['p'], ['ɔ', 'ɪ'], ['z']),
];

function calibrationPhrase(pitch: number): PhraseInput {
  return {
    language: 'en',
    notes: CALIBRATION.map((syllable, index) => ({
      id: `c${index}`,
      start: 0.3 + index * 0.32,
      end: 0.62 + index * 0.32,
      pitch,
      syllables: [syllable],
    })),
    curves: { pitch: [], dynamics: [], breathiness: [] },
  };
}

/** voiceGain measured: the calibration phrase rendered at each pitch and its K-weighted loudness taken. */
export function measureVoiceGain(
  preset: VoicePreset,
  sampleRate: number,
  model: SynthesisModel = klattModel,
  pitches: readonly number[] = GAIN_PITCHES,
): readonly number[] {
  return pitches.map((pitch) => {
    const input = calibrationPhrase(pitch);
    const segments = planSegments(input);
    const frames = buildFrames(input, segments, preset, sampleRate, 1);
    const samples = model.synthesize({ frames, segments, preset, seed: 1 });
    const level = kWeightedLevel(samples, sampleRate);
    // Six significant digits: a millionth of a decibel is inaudible, and the listed table stays small.
    return Number.isFinite(level) ? Number((10 ** ((LEVEL_DB - level) / 20)).toPrecision(6)) : 1;
  });
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
