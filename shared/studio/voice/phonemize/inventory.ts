/**
 * The one phoneme inventory every phonemizer writes to and every engine reads. Ids are IPA symbols
 * (Korean tense consonants with U+0348, aspirated with ʰ, unreleased codas with U+031A);
 * `parsePhonemes` also accepts ARPAbet (the CMU dictionary's alphabet) for per-note overrides.
 * Only phonology lives here (class, voicing); what a phone sounds like is each engine's business.
 */

export type VowelId = 'i' | 'ɪ' | 'e' | 'ɛ' | 'æ' | 'a' | 'ɑ' | 'ɔ' | 'o' | 'ʊ' | 'u' | 'ʌ' | 'ə' | 'ɝ' | 'ɯ' | 'ɨ';

export const VOWELS: readonly VowelId[] = [
  'i',
  'ɪ',
  'e',
  'ɛ',
  'æ',
  'a',
  'ɑ',
  'ɔ',
  'o',
  'ʊ',
  'u',
  'ʌ',
  'ə',
  'ɝ',
  'ɯ',
  'ɨ',
];

export type ConsonantKind =
  | 'stop'
  | 'affricate'
  | 'fricative'
  | 'nasal'
  | 'liquid'
  | 'tap'
  | 'glide'
  | 'aspirate'
  | 'closure';

export interface ConsonantClass {
  kind: ConsonantKind;
  voiced: boolean;
}

const c = (kind: ConsonantKind, voiced: boolean): ConsonantClass => ({ kind, voiced });

export const CONSONANT_CLASSES = {
  p: c('stop', false),
  b: c('stop', true),
  t: c('stop', false),
  d: c('stop', true),
  k: c('stop', false),
  g: c('stop', true),
  p͈: c('stop', false),
  t͈: c('stop', false),
  k͈: c('stop', false),
  pʰ: c('stop', false),
  tʰ: c('stop', false),
  kʰ: c('stop', false),
  p̚: c('stop', false),
  t̚: c('stop', false),
  k̚: c('stop', false),
  ʔ: c('closure', false),
  tʃ: c('affricate', false),
  dʒ: c('affricate', true),
  tɕ: c('affricate', false),
  dʑ: c('affricate', true),
  tɕʰ: c('affricate', false),
  t͈ɕ: c('affricate', false),
  ts: c('affricate', false),
  dz: c('affricate', true),
  s: c('fricative', false),
  s͈: c('fricative', false),
  z: c('fricative', true),
  ʃ: c('fricative', false),
  ʒ: c('fricative', true),
  ɕ: c('fricative', false),
  f: c('fricative', false),
  v: c('fricative', true),
  θ: c('fricative', false),
  ð: c('fricative', true),
  ɸ: c('fricative', false),
  ç: c('fricative', false),
  h: c('aspirate', false),
  m: c('nasal', true),
  n: c('nasal', true),
  ŋ: c('nasal', true),
  ɴ: c('nasal', true),
  l: c('liquid', true),
  ɹ: c('liquid', true),
  ɾ: c('tap', true),
  j: c('glide', true),
  w: c('glide', true),
} as const satisfies Record<string, ConsonantClass>;

export type ConsonantId = keyof typeof CONSONANT_CLASSES;
export type PhoneId = VowelId | ConsonantId;

export function isVowel(phone: string): phone is VowelId {
  return (VOWELS as readonly string[]).includes(phone);
}

export function isConsonant(phone: string): phone is ConsonantId {
  return Object.hasOwn(CONSONANT_CLASSES, phone);
}

export function isPhone(phone: string): phone is PhoneId {
  return isVowel(phone) || isConsonant(phone);
}

/** One ARPAbet token (a stress digit allowed) in the inventory: unstressed AH (AH0) is the reduced /ə/ ("the"), not the /ʌ/ of "sun". */
export function arpabetPhones(token: string): string[] | undefined {
  const upper = token.toUpperCase();
  return upper === 'AH0' ? ['ə'] : ARPABET[upper.replace(/[0-2]$/, '')];
}

/** ARPAbet (CMU dictionary) to the inventory. Stress digits are stripped before lookup. */
export const ARPABET: Record<string, string[]> = {
  AA: ['ɑ'],
  AE: ['æ'],
  AH: ['ʌ'],
  AO: ['ɔ'],
  AW: ['a', 'ʊ'],
  AY: ['a', 'ɪ'],
  EH: ['ɛ'],
  ER: ['ɝ'],
  EY: ['e', 'ɪ'],
  IH: ['ɪ'],
  IY: ['i'],
  OW: ['o', 'ʊ'],
  OY: ['ɔ', 'ɪ'],
  UH: ['ʊ'],
  UW: ['u'],
  B: ['b'],
  CH: ['tʃ'],
  D: ['d'],
  DH: ['ð'],
  F: ['f'],
  G: ['g'],
  HH: ['h'],
  JH: ['dʒ'],
  K: ['k'],
  L: ['l'],
  M: ['m'],
  N: ['n'],
  NG: ['ŋ'],
  P: ['p'],
  R: ['ɹ'],
  S: ['s'],
  SH: ['ʃ'],
  T: ['t'],
  TH: ['θ'],
  V: ['v'],
  W: ['w'],
  Y: ['j'],
  Z: ['z'],
  ZH: ['ʒ'],
};
