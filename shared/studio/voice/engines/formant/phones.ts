import type { Language } from '../../../../languages';
import type { ConsonantId, ConsonantKind, VowelId } from '../../phonemize/inventory';

/**
 * What each phone of the inventory sounds like in the formant engine: consonant loci, durations and
 * noise, and vowel formant targets per language.
 */

export interface ConsonantSpec {
  kind: ConsonantKind;
  voiced: boolean;
  /** Formant loci (Hz, adult male scale) the vowel transitions start from or head to. */
  loci: readonly [number, number, number];
  /** Duration in ms of the consonant's main part (closure for stops, noise for fricatives). */
  duration: number;
  /** Frication / burst noise: centre frequency and bandwidth in Hz, linear gain. */
  noise?: { freq: number; bw: number; gain: number; freq2?: number; bw2?: number };
  /** Stops: burst length and aspiration (voiceless noise through the vowel's formants) in ms. */
  burst?: number;
  aspiration?: number;
  /** Unreleased (Korean batchim ㄱ ㄷ ㅂ): closure without burst. */
  unreleased?: boolean;
}

const LABIAL = [300, 900, 2200] as const;
const ALVEOLAR = [300, 1750, 2600] as const;
const POSTALVEOLAR = [300, 2000, 2700] as const;
const PALATAL = [280, 2200, 2900] as const;
const VELAR = [300, 1600, 2300] as const;

function stop(loci: readonly [number, number, number], voiced: boolean, burstFreq: number, aspiration: number) {
  return {
    kind: 'stop' as const,
    voiced,
    loci,
    duration: 70,
    burst: 8,
    aspiration,
    noise: { freq: burstFreq, bw: burstFreq * 0.6, gain: 0.5 },
  };
}

function fricative(
  loci: readonly [number, number, number],
  voiced: boolean,
  noise: ConsonantSpec['noise'],
  duration = 95,
): ConsonantSpec {
  return { kind: 'fricative', voiced, loci, duration, noise };
}

function affricate(loci: readonly [number, number, number], voiced: boolean, noise: ConsonantSpec['noise']) {
  return { kind: 'affricate' as const, voiced, loci, duration: 45, burst: 5, aspiration: 0, noise };
}

const S_NOISE = { freq: 6200, bw: 2600, gain: 0.9, freq2: 8500, bw2: 3000 };
const SH_NOISE = { freq: 3000, bw: 1400, gain: 0.9, freq2: 5200, bw2: 2500 };
const ALVEOLOPALATAL_NOISE = { freq: 3800, bw: 1800, gain: 0.9, freq2: 6000, bw2: 2500 };
const F_NOISE = { freq: 7000, bw: 6000, gain: 0.22 };

export const CONSONANTS: Record<ConsonantId, ConsonantSpec> = {
  p: stop(LABIAL, false, 1200, 45),
  b: stop(LABIAL, true, 1200, 0),
  t: stop(ALVEOLAR, false, 4200, 45),
  d: stop(ALVEOLAR, true, 4200, 0),
  k: stop(VELAR, false, 2200, 50),
  g: stop(VELAR, true, 2200, 0),
  // Korean: lax (short aspiration), tense (none, short closure is longer), aspirated (long).
  p͈: { ...stop(LABIAL, false, 1200, 5), duration: 80 },
  t͈: { ...stop(ALVEOLAR, false, 4200, 5), duration: 80 },
  k͈: { ...stop(VELAR, false, 2200, 5), duration: 80 },
  pʰ: stop(LABIAL, false, 1200, 70),
  tʰ: stop(ALVEOLAR, false, 4200, 70),
  kʰ: stop(VELAR, false, 2200, 75),
  p̚: { ...stop(LABIAL, false, 1200, 0), unreleased: true },
  t̚: { ...stop(ALVEOLAR, false, 4200, 0), unreleased: true },
  k̚: { ...stop(VELAR, false, 2200, 0), unreleased: true },
  ʔ: { kind: 'closure', voiced: false, loci: ALVEOLAR, duration: 60 },
  tʃ: affricate(POSTALVEOLAR, false, SH_NOISE),
  dʒ: affricate(POSTALVEOLAR, true, SH_NOISE),
  tɕ: affricate(PALATAL, false, ALVEOLOPALATAL_NOISE),
  dʑ: affricate(PALATAL, true, ALVEOLOPALATAL_NOISE),
  tɕʰ: { ...affricate(PALATAL, false, ALVEOLOPALATAL_NOISE), aspiration: 50 },
  t͈ɕ: { ...affricate(PALATAL, false, ALVEOLOPALATAL_NOISE), duration: 70 },
  ts: affricate(ALVEOLAR, false, S_NOISE),
  dz: affricate(ALVEOLAR, true, S_NOISE),
  s: fricative(ALVEOLAR, false, S_NOISE),
  s͈: fricative(ALVEOLAR, false, S_NOISE, 120),
  z: fricative(ALVEOLAR, true, S_NOISE),
  ʃ: fricative(POSTALVEOLAR, false, SH_NOISE),
  ʒ: fricative(POSTALVEOLAR, true, SH_NOISE),
  ɕ: fricative(PALATAL, false, ALVEOLOPALATAL_NOISE),
  f: fricative(LABIAL, false, F_NOISE, 90),
  v: fricative(LABIAL, true, F_NOISE, 70),
  θ: fricative(ALVEOLAR, false, F_NOISE, 90),
  ð: fricative(ALVEOLAR, true, F_NOISE, 60),
  ɸ: fricative(LABIAL, false, { freq: 2000, bw: 3000, gain: 0.25 }, 80),
  ç: fricative(PALATAL, false, { freq: 4000, bw: 2500, gain: 0.6 }, 85),
  h: { kind: 'aspirate', voiced: false, loci: [500, 1500, 2500], duration: 80 },
  m: { kind: 'nasal', voiced: true, loci: [260, 1000, 2200], duration: 70 },
  n: { kind: 'nasal', voiced: true, loci: [260, 1600, 2600], duration: 70 },
  ŋ: { kind: 'nasal', voiced: true, loci: [260, 2000, 2400], duration: 70 },
  ɴ: { kind: 'nasal', voiced: true, loci: [270, 1300, 2400], duration: 70 },
  l: { kind: 'liquid', voiced: true, loci: [350, 1050, 2800], duration: 60 },
  ɹ: { kind: 'liquid', voiced: true, loci: [360, 1100, 1600], duration: 60 },
  ɾ: { kind: 'tap', voiced: true, loci: [320, 1650, 2600], duration: 25 },
  j: { kind: 'glide', voiced: true, loci: [280, 2250, 3000], duration: 55 },
  w: { kind: 'glide', voiced: true, loci: [300, 700, 2300], duration: 55 },
};

/**
 * Vowel formant targets (F1, F2, F3 in Hz) of adult male speakers, per language. Character presets
 * scale them (vocal-tract length). The quality test (figure 3) measures F1 and F2 of every vowel of
 * every table by LPC on the reference voice and holds them within 10 % of these numbers.
 */
export const VOWEL_TABLES: Record<Language, Partial<Record<VowelId, readonly [number, number, number]>>> = {
  // Hillenbrand, Getty, Clark & Wheeler (1995), "Acoustic characteristics of American English
  // vowels", J. Acoust. Soc. Am. 97, 3099–3111, table V (men, steady-state values).
  // /ə/ is not in that table: a mid-central value between /ʌ/ and /ɝ/; /a/ (first part of /aɪ aʊ/) = /ɑ/.
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
    ə: [550, 1290, 2400],
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
