import { parsePhonemes } from '../voice/syllable';
import type { ChangedFeature, DroppedFeature } from './types';

/**
 * Lyrics as UTAU and OpenUtau write them, with the editor's notation taken out: an OpenUtau
 * phonetic hint ("read[r iy d]", "latest[l eI t E s]") becomes the note's phonemes when they are
 * phonemes we sing (inventory, ARPAbet, or X-SAMPA as OpenUtau's phonemizers write it), else it is
 * removed; a VCV prefix ("a か", "- か") and a pitch suffix of a
 * voicebank ("ど_B3", "かD4", "か↑") are removed; rests ("R", "a R") and breaths ("br", "息", "吸")
 * are not sung.
 */
export type UtauLyric =
  | { kind: 'sung'; lyric: string; phonemes?: string; changed?: ChangedFeature }
  | { kind: 'silent'; dropped?: DroppedFeature };

// X-SAMPA as OpenUtau's English and other phonemizers write it, in our inventory (diphthongs split).
const X_SAMPA: Record<string, string> = {
  I: 'ɪ',
  E: 'ɛ',
  '{': 'æ',
  A: 'ɑ',
  O: 'ɔ',
  U: 'ʊ',
  V: 'ʌ',
  '@': 'ə',
  '3': 'ɝ',
  '3`': 'ɝ',
  '@`': 'ɝ',
  M: 'ɯ',
  '1': 'ɨ',
  eI: 'e ɪ',
  aI: 'a ɪ',
  OI: 'ɔ ɪ',
  oU: 'o ʊ',
  '@U': 'o ʊ',
  aU: 'a ʊ',
  T: 'θ',
  D: 'ð',
  S: 'ʃ',
  Z: 'ʒ',
  N: 'ŋ',
  r: 'ɹ',
  'r\\': 'ɹ',
  '4': 'ɾ',
  tS: 'tʃ',
  dZ: 'dʒ',
  '?': 'ʔ',
  C: 'ç',
};

/** A hint's phonemes as we sing them, or undefined when they are not phonemes we know. */
function hintPhonemes(hint: string): string | undefined {
  const tokens = hint.trim().split(/\s+/).filter(Boolean);
  if (!tokens.length) return undefined;
  if ('syllables' in parsePhonemes(tokens.join(' '))) return tokens.join(' ');
  const converted = tokens.map((token) => X_SAMPA[token] ?? token).join(' ');
  return 'syllables' in parsePhonemes(converted) ? converted : undefined;
}

const REST = /^(r|rest|sil|pau)$/i;
const BREATH = /^(br\d*|breath\d*|息|吸)$/i;
const VCV_PREFIX = /^[aiueonN\-*] (?=\S)/;
const PITCH_SUFFIX = /(?:_[A-G][#b]?-?\d|_[↑↓]|[↑↓])$/;
const PITCH_AFTER_SCRIPT = /([^\u0080-\uffff]*[\u0080-\uffff])[A-G][#b]?\d$/;

export function readUtauLyric(raw: string): UtauLyric {
  let lyric = raw.trim();
  if (!lyric || REST.test(lyric)) return { kind: 'silent' };
  let changed: ChangedFeature | undefined;
  let phonemes: string | undefined;
  const hint = /^([^[]*)\[([^\]]*)\]?$/.exec(lyric);
  if (hint) {
    lyric = hint[1]!.trim();
    phonemes = hintPhonemes(hint[2]!);
    changed = phonemes ? 'phonetic_hints' : 'lyric_affixes';
    if (!lyric && phonemes) lyric = phonemes.split(' ')[0]!;
  }
  const withoutPrefix = lyric.replace(VCV_PREFIX, '');
  const withoutSuffix = withoutPrefix.replace(PITCH_SUFFIX, '').replace(PITCH_AFTER_SCRIPT, '$1');
  if (withoutSuffix !== lyric && withoutSuffix) {
    lyric = withoutSuffix;
    changed ??= 'lyric_affixes';
  }
  if (REST.test(lyric) || BREATH.test(lyric)) return { kind: 'silent', dropped: 'breath_notes' };
  if (!lyric) return { kind: 'silent' };
  return { kind: 'sung', lyric, ...(phonemes ? { phonemes } : {}), ...(changed ? { changed } : {}) };
}
