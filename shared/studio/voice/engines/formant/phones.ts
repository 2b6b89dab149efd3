import type { Language } from '../../../../languages';
import { type ConsonantId, type ConsonantKind, isVowel, type VowelId } from '../../phonemize/inventory';

/**
 * What each phone of the inventory sounds like in the formant engine: consonant loci, durations and
 * noise, and vowel formant targets per language.
 */

/** Where the tongue or lips close or narrow the tract: sets the formant transitions and the burst. */
export type Place = 'labial' | 'dental' | 'alveolar' | 'postalveolar' | 'palatal' | 'velar' | 'uvular' | 'glottal';

export interface ConsonantSpec {
  kind: ConsonantKind;
  voiced: boolean;
  place: Place;
  /** Formant loci (Hz, adult male scale) the vowel transitions start from or head to. */
  loci: readonly [number, number, number];
  /** Duration in ms of the consonant's main part (closure for stops, noise for fricatives). */
  duration: number;
  /** Frication / burst noise: centre frequency and bandwidth in Hz, linear gain. */
  noise?: { freq: number; bw: number; gain: number; freq2?: number; bw2?: number };
  /** Stops: burst length and aspiration (voiceless noise through the vowel's formants) in ms. */
  burst?: number;
  aspiration?: number;
  /** Affricates: frication length in ms (65 unless set). */
  frication?: number;
  /** Unreleased (Korean batchim ㄱ ㄷ ㅂ): closure without burst. */
  unreleased?: boolean;
}

const LOCI: Record<Place, readonly [number, number, number]> = {
  labial: [300, 900, 2200],
  dental: [300, 1500, 2600],
  alveolar: [300, 1750, 2600],
  postalveolar: [300, 2000, 2700],
  palatal: [280, 2200, 2900],
  velar: [300, 1600, 2300],
  uvular: [300, 1300, 2400],
  glottal: [500, 1500, 2500],
};

function stop(place: Place, voiced: boolean, aspiration: number) {
  const loci = LOCI[place];
  const burstFreq = place === 'labial' ? 1200 : place === 'velar' ? 2200 : 4200;
  return {
    kind: 'stop' as const,
    voiced,
    place,
    loci,
    // A voiced stop's closure hums (a voice bar): shorter than a voiceless one's silence.
    duration: voiced ? 40 : 70,
    // Velar bursts last longest, labial ones shortest (Stevens 1998, ch. 7).
    burst: place === 'velar' ? 18 : place === 'labial' ? 6 : 10,
    aspiration,
    noise: { freq: burstFreq, bw: burstFreq * 0.6, gain: 0.5 },
  };
}

function fricative(place: Place, voiced: boolean, noise: ConsonantSpec['noise'], duration = 95): ConsonantSpec {
  return { kind: 'fricative', voiced, place, loci: LOCI[place], duration, noise };
}

function affricate(place: Place, voiced: boolean, noise: ConsonantSpec['noise']) {
  return { kind: 'affricate' as const, voiced, place, loci: LOCI[place], duration: 45, burst: 5, aspiration: 0, noise };
}

function sonorant(kind: ConsonantKind, place: Place, loci: readonly [number, number, number], duration: number) {
  return { kind, voiced: true, place, loci, duration };
}

const S_NOISE = { freq: 6200, bw: 2600, gain: 0.9, freq2: 8500, bw2: 3000 };
const SH_NOISE = { freq: 2700, bw: 1100, gain: 0.9, freq2: 4300, bw2: 2200 };
const ALVEOLOPALATAL_NOISE = { freq: 3800, bw: 1800, gain: 0.9, freq2: 6000, bw2: 2500 };
// Non-sibilants are weak and flat (Klatt 1980: /f/ through the bypass path, /θ/ a little higher); voiced ones
// are mostly voicing.
const F_NOISE = { freq: 3500, bw: 7000, gain: 0.12 };
const TH_NOISE = { freq: 5500, bw: 4000, gain: 0.12 };

export const CONSONANTS: Record<ConsonantId, ConsonantSpec> = {
  p: stop('labial', false, 45),
  b: stop('labial', true, 0),
  t: stop('alveolar', false, 45),
  d: stop('alveolar', true, 0),
  k: stop('velar', false, 50),
  g: stop('velar', true, 0),
  // Korean (word-initial VOTs; the lax ones are the plain p t k, opened later in Korean, see plan.ts):
  // tense almost unaspirated after a longer closure, aspirated long.
  p͈: { ...stop('labial', false, 16.8), duration: 80 },
  t͈: { ...stop('alveolar', false, 16.8), duration: 80 },
  k͈: { ...stop('velar', false, 16.8), duration: 80 },
  pʰ: stop('labial', false, 133),
  tʰ: stop('alveolar', false, 133),
  kʰ: stop('velar', false, 140),
  p̚: { ...stop('labial', false, 0), unreleased: true },
  t̚: { ...stop('alveolar', false, 0), unreleased: true },
  k̚: { ...stop('velar', false, 0), unreleased: true },
  ʔ: { kind: 'closure', voiced: false, place: 'glottal', loci: LOCI.alveolar, duration: 60 },
  tʃ: affricate('postalveolar', false, SH_NOISE),
  dʒ: affricate('postalveolar', true, SH_NOISE),
  tɕ: affricate('palatal', false, ALVEOLOPALATAL_NOISE),
  dʑ: affricate('palatal', true, ALVEOLOPALATAL_NOISE),
  tɕʰ: { ...affricate('palatal', false, ALVEOLOPALATAL_NOISE), aspiration: 50 },
  // Korean ㅉ: the shortest frication of the three (ㅈ 50 ms, see plan.ts; ㅊ 65 ms and aspirated).
  t͈ɕ: { ...affricate('palatal', false, ALVEOLOPALATAL_NOISE), duration: 70, frication: 30 },
  ts: affricate('alveolar', false, S_NOISE),
  dz: affricate('alveolar', true, S_NOISE),
  s: fricative('alveolar', false, S_NOISE),
  s͈: fricative('alveolar', false, S_NOISE, 120),
  z: fricative('alveolar', true, S_NOISE),
  ʃ: fricative('postalveolar', false, SH_NOISE),
  ʒ: fricative('postalveolar', true, SH_NOISE),
  ɕ: fricative('palatal', false, ALVEOLOPALATAL_NOISE),
  f: fricative('labial', false, F_NOISE, 90),
  v: fricative('labial', true, { ...F_NOISE, gain: 0.07 }, 70),
  θ: fricative('dental', false, TH_NOISE, 90),
  ð: fricative('dental', true, { ...TH_NOISE, gain: 0.07 }, 60),
  ɸ: fricative('labial', false, { freq: 2000, bw: 3000, gain: 0.25 }, 80),
  ç: fricative('palatal', false, { freq: 4000, bw: 2500, gain: 0.6 }, 85),
  h: { kind: 'aspirate', voiced: false, place: 'glottal', loci: LOCI.glottal, duration: 80 },
  m: sonorant('nasal', 'labial', [260, 1000, 2200], 70),
  n: sonorant('nasal', 'alveolar', [260, 1600, 2600], 70),
  ŋ: sonorant('nasal', 'velar', [260, 2000, 2400], 70),
  ɴ: sonorant('nasal', 'uvular', [270, 1300, 2400], 70),
  l: sonorant('liquid', 'alveolar', [350, 1050, 2800], 60),
  ɹ: sonorant('liquid', 'postalveolar', [360, 1100, 1600], 60),
  ɾ: sonorant('tap', 'alveolar', [320, 1650, 2600], 25),
  j: sonorant('glide', 'palatal', [280, 2250, 3000], 55),
  w: sonorant('glide', 'labial', [300, 700, 2300], 55),
};

type Formants = readonly [number, number, number];

/**
 * Where a vowel's formants start after (or head to before) a consonant. F2 follows locus
 * equations, F2onset = k·F2vowel + c per place (Sussman, McCaffrey & Matthews 1991, J. Acoust.
 * Soc. Am. 90, 1309–1325: labials steep, alveolars shallow around ~1.8 kHz, velars steep with a
 * high intercept, F2 and F3 close together before front vowels); F1 starts low after a closure or
 * constriction; liquids and glides start from their own targets.
 */
export function locus(spec: ConsonantSpec, vowel: Formants): [number, number, number] {
  const [f1, f2, f3] = vowel;
  const closed = spec.kind === 'stop' || spec.kind === 'nasal' || spec.kind === 'affricate' || spec.kind === 'closure';
  const onsetF1 = closed ? Math.min(f1, 280) : Math.min(f1, 0.5 * f1 + 180);
  switch (spec.kind) {
    case 'liquid':
    case 'glide':
    case 'tap':
      return [spec.loci[0], 0.8 * spec.loci[1] + 0.2 * f2, 0.8 * spec.loci[2] + 0.2 * f3];
    case 'aspirate':
      return [f1, f2, f3];
  }
  switch (spec.place) {
    case 'labial':
      return [onsetF1, 0.85 * f2, f3 - 150];
    case 'dental':
      return [onsetF1, 0.45 * f2 + 1000, 0.5 * f3 + 1300];
    case 'alveolar':
      return [onsetF1, 0.4 * f2 + 1150, 0.4 * f3 + 1650];
    case 'postalveolar':
      return [onsetF1, 0.35 * f2 + 1400, 0.4 * f3 + 1500];
    case 'palatal':
      return [onsetF1, 0.3 * f2 + 1600, 0.4 * f3 + 1700];
    case 'velar': {
      // Before back vowels F2 starts high and F3 low, close together (the velar pinch).
      const second = f2 > 1500 ? 0.85 * f2 + 300 : Math.min(0.6 * f2 + 900, f3 - 400);
      return [onsetF1, second, f2 > 1500 ? Math.max(second + 250, 0.8 * f3) : Math.min(f3, second + 500)];
    }
    case 'uvular':
      return [onsetF1, 0.6 * f2 + 450, f3];
    case 'glottal':
      return [f1, f2, f3];
  }
}

/** Frication noise through two band-passes: centre frequencies and bandwidths, Hz. */
export interface NoiseBands {
  freq: number;
  bw: number;
  freq2: number;
  bw2: number;
}

export const NO_NOISE: NoiseBands = { freq: 4000, bw: 2000, freq2: 6000, bw2: 2000 };

/** A consonant's frication bands (the second band defaults to the first). */
export function noiseBands(spec: ConsonantSpec | undefined): NoiseBands {
  if (!spec?.noise) return NO_NOISE;
  return {
    freq: spec.noise.freq,
    bw: spec.noise.bw,
    freq2: spec.noise.freq2 ?? spec.noise.freq,
    bw2: spec.noise.bw2 ?? spec.noise.bw,
  };
}

/**
 * The burst of a released stop: noise through two band-passes where the place puts it (Klatt 1980's
 * parallel amplitudes in two bands): labials weak and diffuse-low, alveolars high (4–6 kHz), velars
 * compact at the vowel's F2/F3 onset, postalveolars and palatals in between.
 */
export function burstNoise(spec: ConsonantSpec, vowel: Formants) {
  switch (spec.place) {
    case 'labial':
      return { freq: 1100, bw: 1400, gain: 0.35, freq2: 3000, bw2: 3000 };
    case 'velar':
    case 'uvular': {
      const [, second, third] = locus(spec, vowel);
      return { freq: second, bw: 450, gain: 0.9, freq2: third, bw2: 700 };
    }
    case 'postalveolar':
    case 'palatal':
      return { freq: 2900, bw: 1000, gain: 0.8, freq2: 4300, bw2: 2000 };
    default:
      return { freq: 4000, bw: 1600, gain: 0.8, freq2: 5600, bw2: 2500 };
  }
}

/** How long (s) the vowel's formants take to move from (or to) a consonant's locus, by class. */
export function transitionTime(spec: ConsonantSpec): number {
  switch (spec.kind) {
    case 'glide':
      return 0.08;
    case 'liquid':
      return 0.065;
    case 'tap':
      return 0.035;
    case 'fricative':
    case 'affricate':
      return 0.045;
    default:
      return 0.05;
  }
}

/**
 * Vowel formant targets (F1, F2, F3 in Hz) of adult male speakers, per language. Character presets
 * scale them (vocal-tract length). The quality test (figure 3) measures F1 and F2 of every vowel of
 * every table by LPC on the reference voice and holds them within 10 % of these numbers.
 */
export const VOWEL_TABLES: Record<Language, Partial<Record<VowelId, readonly [number, number, number]>>> = {
  // Hillenbrand, Getty, Clark & Wheeler (1995), "Acoustic characteristics of American English
  // vowels", J. Acoust. Soc. Am. 97, 3099–3111, table V (men, steady-state values).
  // /ə/ is not in that table: the neutral vowel, a uniform tube's 500/1500/2500 Hz (the reduced vowel of
  // "the", "a-gain"); /a/ (first part of /aɪ aʊ/) = /ɑ/.
  en: {
    i: [342, 2322, 3000],
    ɪ: [427, 2034, 2684],
    e: [476, 2089, 2691],
    ɛ: [580, 1799, 2605],
    æ: [588, 1952, 2601],
    ɑ: [768, 1333, 2522],
    ɔ: [652, 997, 2538],
    o: [497, 910, 2459],
    ʊ: [469, 1122, 2434],
    u: [378, 997, 2343],
    ʌ: [623, 1200, 2550],
    ɝ: [474, 1379, 1710],
    ə: [500, 1500, 2500],
    a: [768, 1333, 2522],
  },
  // Yang (1996), "A comparative study of American English and Korean vowels produced by male and
  // female speakers", J. Phonetics 24, 245–261, Korean men. The table itself could not be
  // retrieved to re-check these numbers digit by digit; they agree with what later Seoul studies
  // describe (ㅔ/ㅐ merged: /e/ and /ɛ/ within ~100 Hz; /o/ raised towards /u/ with a lower F2 than
  // /u/ — Kang & Kong 2016, Phonetics and Speech Sciences 8(4); Byun 2018, PSS 10(2)). /ɛ/ is
  // kept for overrides; current Seoul speech sings ㅐ as /e/.
  ko: {
    i: [341, 2219, 2924],
    e: [490, 1968, 2644],
    ɛ: [591, 1849, 2597],
    a: [738, 1372, 2573],
    ʌ: [608, 1121, 2635],
    o: [453, 945, 2550],
    u: [369, 981, 2338],
    ɨ: [405, 1488, 2453],
  },
  // F1 and F2: LPC means of the five vowels in word utterances by native male speakers of
  // Japanese (765–917 tokens per vowel), Kyoto University, Graduate School of Informatics,
  // http://winnie.kuis.kyoto-u.ac.jp/members/chjo/main/node104.html (table "loci of Japanese five
  // basic vowels"). /u/ is unrounded [ɯ] with a high F2. The earlier values (written from memory
  // after Keating & Huffman 1984) had /a/ F2 and /o/ F1, F2 about 10 % low. F3 is not in that
  // table: typical male values, not used by the test.
  ja: {
    i: [315, 2172, 2950],
    e: [500, 1947, 2600],
    a: [753, 1385, 2550],
    o: [520, 997, 2500],
    ɯ: [367, 1332, 2400],
  },
};

/** Vowels missing from a language's table borrow the nearest one of another language. */
const FALLBACK: Record<VowelId, readonly VowelId[]> = {
  i: ['i'],
  ɪ: ['ɪ', 'i'],
  e: ['e'],
  ɛ: ['ɛ', 'e'],
  æ: ['æ', 'ɛ', 'e'],
  a: ['a', 'ɑ'],
  ɑ: ['ɑ', 'a'],
  ɔ: ['ɔ', 'o'],
  o: ['o'],
  ʊ: ['ʊ', 'u', 'ɯ'],
  u: ['u', 'ɯ'],
  ʌ: ['ʌ', 'a'],
  ə: ['ə', 'ʌ', 'ɨ'],
  ɝ: ['ɝ', 'ə'],
  ɯ: ['ɯ', 'ɨ', 'u'],
  ɨ: ['ɨ', 'ɯ', 'ə'],
};

/**
 * Where an English diphthong's offglide heads (F1, F2, F3, men): beyond the lax vowel it is written
 * with, towards [i] or [u] — /eɪ/ rises in F2 and falls in F1, /oʊ/ and /aʊ/ fall in F2 (Hillenbrand
 * et al. 1995, the 80 % points of /e/ and /o/; Holbrook & Fairbanks 1962 for /aɪ aʊ ɔɪ/). The lax
 * vowels' own targets moved /eɪ/ hardly at all and /oʊ/ the wrong way, towards the centre.
 */
const OFFGLIDES: Partial<Record<string, readonly [number, number, number]>> = {
  'e ɪ': [380, 2250, 2800],
  'a ɪ': [450, 1950, 2600],
  'ɑ ɪ': [450, 1950, 2600],
  'ɔ ɪ': [430, 1950, 2600],
  'o ʊ': [430, 850, 2400],
  'a ʊ': [480, 950, 2400],
  'ɑ ʊ': [480, 950, 2400],
};

/** The vowel glide a sung nucleus ends in: a diphthong's second part, or the r colouring of an English vowel + /ɹ/. */
export interface NucleusGlide {
  phone: string;
  formants: readonly [number, number, number];
  /** The coda's first consonant (/ɹ/) is sung as this glide, not after it. */
  takesCoda: boolean;
}

/**
 * A two-vowel nucleus glides to its second vowel (an English offglide to its own target). An
 * English vowel + /ɹ/: the r colours the end of the sung vowel, F3 down to /ɝ/'s (≈ 1.7 kHz) and F1,
 * F2 towards it; sung as a short consonant after the vowel, a recogniser took it for a closure
 * ("door" heard as "dog").
 */
export function nucleusGlide(
  nucleus: readonly string[],
  coda: readonly string[],
  language: Language,
): NucleusGlide | undefined {
  if (!nucleus.every(isVowel)) return undefined;
  const [first, second] = nucleus;
  if (first && second) {
    const own = language === 'en' ? OFFGLIDES[`${first} ${second}`] : undefined;
    return { phone: second, formants: own ?? vowelFormants(second, language), takesCoda: false };
  }
  if (first && language === 'en' && coda[0] === 'ɹ') {
    const [f1, f2] = vowelFormants(first, language);
    const [r1, r2, r3] = vowelFormants('ɝ', language);
    return { phone: 'ɹ', formants: [0.7 * f1 + 0.3 * r1, 0.5 * f2 + 0.5 * r2, r3], takesCoda: true };
  }
  return undefined;
}

export function vowelFormants(vowel: VowelId, language: Language): readonly [number, number, number] {
  // A syllabic nasal or an unknown id in a vowel's place: a neutral vowel.
  for (const candidate of FALLBACK[vowel] ?? ['ə', 'ʌ', 'a']) {
    const own = VOWEL_TABLES[language][candidate];
    if (own) return own;
  }
  for (const table of [VOWEL_TABLES.en, VOWEL_TABLES.ko, VOWEL_TABLES.ja]) {
    const value = table[vowel];
    if (value) return value;
  }
  return [600, 1300, 2500];
}
