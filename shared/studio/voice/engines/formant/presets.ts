import type { Language } from '../../../../languages';
import { type CharacterId, findCharacter, STUDIO_CHARACTERS } from '../../../characters';
import { VOICE_RANGES } from '../../ranges';

/**
 * A character's voice: what makes it recognisably itself (server/content/characters.json
 * describes each): vocal-tract length, source (open quotient, tilt, breath, perturbation), upper
 * formants, nasal coupling and the hypopharyngeal antiresonance, which stay the same in every vowel
 * and so set a voice apart (figure 6). Formants are scaled from the adult male vowel tables by `formantScale`
 * (vocal-tract length); pitches are MIDI note numbers.
 */
export interface VoicePreset {
  id: CharacterId;
  language: Language;
  /** Comfortable range; notes outside still render (the editor marks them). */
  range: { low: number; high: number };
  /**
   * Vocal-tract length as a factor on the adult male formants: adults span about 0.9–1.06 (men) and
   * 1.1–1.2 (women). Further out, a listener's (and a recogniser's) vowel map no longer fits: otis at
   * 0.84 and keis at 1.25 were the least understood voices.
   */
  formantScale: number;
  /** Glottal open quotient 0.3 (pressed) … 0.8 (breathy/head voice). */
  openQuotient: number;
  /** Spectral tilt of the source in dB at 3 kHz: more is darker. */
  tiltDb: number;
  /** Aspiration noise 0–1, gated to the open phase. */
  breathiness: number;
  /** −1 (dull) … 1 (bright): upper-formant emphasis. */
  brightness: number;
  /** 0–1: the 2.8–3.2 kHz cluster of trained voices. */
  singerFormant: number;
  /** Cycle-to-cycle period (fraction) and amplitude (fraction) perturbation. */
  jitter: number;
  shimmer: number;
  /** Slow pitch wander, peak cents. */
  drift: number;
  vibrato: { depth: number; rate: number; delay: number };
  /** The speaker's own F3, F4, F5 (factors on the scaled values): personal timbre beyond vocal-tract length. */
  upperFormants: readonly [number, number, number];
  /** 0–1: constant velopharyngeal coupling (a nasal, "twangy" colour in every vowel). */
  nasality?: number;
  /**
   * The hypopharyngeal antiresonance (Hz, bandwidth Hz) on the formant cascade: a speaker-specific dip,
   * set in 4.7–8 kHz (about 1.3 × the 3.6–6.2 kHz the literature gives): at 4–5 kHz it emptied the band
   * where F4/F5 and the consonants' place cues sit, and the recogniser did better with it higher.
   */
  sinus?: { freq: number; bw: number };
  /** Default glide into a note, ms, and the overshoot after it, cents. */
  portamento: number;
  overshoot: number;
}

function preset(id: CharacterId, values: Omit<VoicePreset, 'id' | 'language'>): VoicePreset {
  return { id, language: findCharacter(id)!.language, ...values };
}

export const VOICE_PRESETS: Record<CharacterId, VoicePreset> = {
  // Busker, bright forward pop tenor that cuts through a mix: pressed, bright, a nasal 'forward' twang.
  hodo: preset('hodo', {
    range: VOICE_RANGES.hodo,
    formantScale: 1.02,
    openQuotient: 0.45,
    tiltDb: 3,
    breathiness: 0.05,
    brightness: 0.7,
    singerFormant: 0.3,
    jitter: 0.004,
    shimmer: 0.03,
    drift: 3,
    vibrato: { depth: 25, rate: 5.8, delay: 350 },
    nasality: 0.3,
    sinus: { freq: 6240, bw: 500 },
    portamento: 60,
    overshoot: 15,
    upperFormants: [1.08, 1.1, 1.08],
  }),
  // 17, airy sparkling head voice, anime openings.
  nime: preset('nime', {
    range: VOICE_RANGES.nime,
    formantScale: 1.22,
    openQuotient: 0.78,
    tiltDb: 12,
    breathiness: 0.5,
    brightness: 0.6,
    singerFormant: 0,
    jitter: 0.003,
    shimmer: 0.03,
    drift: 3,
    vibrato: { depth: 30, rate: 6.5, delay: 300 },
    sinus: { freq: 7280, bw: 600 },
    portamento: 50,
    overshoot: 12,
    upperFormants: [1.0, 1.08, 1.12],
  }),
  // Warm, breathy mid-range R&B.
  siae: preset('siae', {
    range: VOICE_RANGES.siae,
    formantScale: 1.1,
    openQuotient: 0.72,
    tiltDb: 20,
    breathiness: 0.6,
    brightness: -0.6,
    singerFormant: 0,
    jitter: 0.005,
    shimmer: 0.04,
    drift: 4,
    vibrato: { depth: 35, rate: 5.2, delay: 400 },
    sinus: { freq: 5720, bw: 600 },
    portamento: 80,
    overshoot: 10,
    upperFormants: [1.02, 1.06, 1.0],
  }),
  // 14, clear bell-like child voice.
  lica: preset('lica', {
    range: VOICE_RANGES.lica,
    formantScale: 1.33,
    openQuotient: 0.5,
    tiltDb: 6,
    breathiness: 0.03,
    brightness: 0.2,
    singerFormant: 0,
    jitter: 0.003,
    shimmer: 0.02,
    drift: 2,
    vibrato: { depth: 18, rate: 6.2, delay: 400 },
    sinus: { freq: 8060, bw: 600 },
    portamento: 45,
    overshoot: 10,
    upperFormants: [0.96, 1.1, 1.05],
  }),
  // Gritty pop-rock tenor.
  theo: preset('theo', {
    range: VOICE_RANGES.theo,
    formantScale: 1.06,
    openQuotient: 0.48,
    tiltDb: 6,
    breathiness: 0.15,
    brightness: 0,
    singerFormant: 0,
    jitter: 0.009,
    shimmer: 0.06,
    drift: 4,
    vibrato: { depth: 28, rate: 5.5, delay: 450 },
    sinus: { freq: 5460, bw: 500 },
    portamento: 60,
    overshoot: 18,
    upperFormants: [0.92, 0.94, 1.1],
  }),
  // Low, velvety jazz alto: a modal source (darker or breathier, the recogniser lost her words).
  oona: preset('oona', {
    range: VOICE_RANGES.oona,
    formantScale: 1.02,
    openQuotient: 0.55,
    tiltDb: 12,
    breathiness: 0.2,
    brightness: 0,
    singerFormant: 0.1,
    jitter: 0.004,
    shimmer: 0.03,
    drift: 3,
    vibrato: { depth: 40, rate: 5.0, delay: 450 },
    sinus: { freq: 5200, bw: 600 },
    portamento: 90,
    overshoot: 8,
    upperFormants: [0.95, 0.92, 0.95],
  }),
  // Crisp, punchy K-pop delivery: pressed and bright with the nasal twang of idol choruses.
  rena: preset('rena', {
    range: VOICE_RANGES.rena,
    formantScale: 1.17,
    openQuotient: 0.4,
    tiltDb: 2,
    breathiness: 0.04,
    brightness: 0.8,
    singerFormant: 0.3,
    jitter: 0.003,
    shimmer: 0.02,
    drift: 2,
    vibrato: { depth: 20, rate: 6.0, delay: 350 },
    nasality: 0.35,
    sinus: { freq: 6500, bw: 600 },
    portamento: 40,
    overshoot: 15,
    upperFormants: [1.06, 1.0, 0.94],
  }),
  // Rich crooner baritone, relaxed wide vibrato, choir-trained (singer's formant).
  augu: preset('augu', {
    range: VOICE_RANGES.augu,
    formantScale: 0.94,
    openQuotient: 0.55,
    tiltDb: 13,
    breathiness: 0.06,
    brightness: 0,
    singerFormant: 0.8,
    jitter: 0.004,
    shimmer: 0.03,
    drift: 3,
    vibrato: { depth: 55, rate: 5.2, delay: 300 },
    sinus: { freq: 5070, bw: 500 },
    portamento: 80,
    overshoot: 10,
    upperFormants: [1.0, 0.97, 0.95],
  }),
  // Metal tenor, pressed and rough, soaring with a strong singer's formant.
  kyle: preset('kyle', {
    range: VOICE_RANGES.kyle,
    formantScale: 0.96,
    openQuotient: 0.32,
    tiltDb: 0,
    breathiness: 0.04,
    brightness: 0.9,
    singerFormant: 1,
    jitter: 0.004,
    shimmer: 0.05,
    drift: 5,
    vibrato: { depth: 45, rate: 6.2, delay: 300 },
    sinus: { freq: 6760, bw: 500 },
    portamento: 50,
    overshoot: 25,
    upperFormants: [1.04, 1.0, 1.0],
  }),
  // Cool, transparent city-pop voice.
  kaya: preset('kaya', {
    range: VOICE_RANGES.kaya,
    formantScale: 1.12,
    openQuotient: 0.62,
    tiltDb: 12,
    breathiness: 0.25,
    brightness: 0,
    singerFormant: 0,
    jitter: 0.003,
    shimmer: 0.02,
    drift: 2,
    vibrato: { depth: 20, rate: 5.6, delay: 500 },
    sinus: { freq: 5980, bw: 600 },
    portamento: 70,
    overshoot: 8,
    upperFormants: [0.93, 0.96, 1.08],
  }),
  // Shimmering, slightly synthetic electro-pop: almost no perturbation (a trace keeps note onsets
  // clean for transcribers), fast shallow vibrato, very bright.
  keis: preset('keis', {
    range: VOICE_RANGES.keis,
    formantScale: 1.16,
    openQuotient: 0.55,
    tiltDb: 4,
    breathiness: 0.04,
    brightness: 1,
    singerFormant: 0,
    jitter: 0.003,
    shimmer: 0.02,
    drift: 2,
    vibrato: { depth: 15, rate: 7.2, delay: 200 },
    sinus: { freq: 7020, bw: 600 },
    portamento: 30,
    overshoot: 0,
    upperFormants: [0.9, 0.95, 0.9],
  }),
  // Playful, bouncy fox spirit: small tract, a strongly nasal cartoon colour.
  kita: preset('kita', {
    range: VOICE_RANGES.kita,
    formantScale: 1.28,
    openQuotient: 0.58,
    tiltDb: 8,
    breathiness: 0.08,
    brightness: 0.4,
    singerFormant: 0,
    jitter: 0.004,
    shimmer: 0.03,
    drift: 3,
    vibrato: { depth: 25, rate: 6.8, delay: 250 },
    nasality: 0.3,
    sinus: { freq: 7540, bw: 600 },
    portamento: 40,
    overshoot: 20,
    upperFormants: [1.08, 1.04, 1.0],
  }),
  // Deep soulful voice with a gentle rasp: long tract, dark, a little breathy, a bass's ring at
  // 2–3 kHz, a little nasal.
  otis: preset('otis', {
    range: VOICE_RANGES.otis,
    formantScale: 0.92,
    openQuotient: 0.6,
    tiltDb: 15,
    breathiness: 0.1,
    brightness: 0,
    singerFormant: 0.5,
    jitter: 0.008,
    shimmer: 0.07,
    drift: 4,
    vibrato: { depth: 40, rate: 5.4, delay: 400 },
    nasality: 0.15,
    sinus: { freq: 4680, bw: 500 },
    portamento: 90,
    overshoot: 10,
    upperFormants: [0.95, 1.0, 1.06],
  }),
};

/** A neutral adult voice at the tables' own formants: used to check the vowel tables. */
export const REFERENCE_PRESET: VoicePreset = {
  ...VOICE_PRESETS.hodo,
  upperFormants: [1, 1, 1],
  formantScale: 1,
  breathiness: 0,
  brightness: 0,
  singerFormant: 0,
  jitter: 0,
  shimmer: 0,
  drift: 0,
  nasality: 0,
  sinus: undefined,
};

export function presetFor(id: CharacterId): VoicePreset {
  return VOICE_PRESETS[id];
}

/** Whether a MIDI pitch is outside a character's comfortable range (it still renders). */
export function isOutOfRange(id: CharacterId, pitch: number): boolean {
  const { range } = VOICE_PRESETS[id];
  return pitch < range.low || pitch > range.high;
}

export const PRESET_IDS = STUDIO_CHARACTERS.map((character) => character.id);
