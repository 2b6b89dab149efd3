import { parsePhonemes } from '../voice/syllable';
import type { ChangedFeature, DroppedFeature } from './types';

/**
 * Lyrics as UTAU and OpenUtau write them, with the editor's notation taken out: an OpenUtau
 * phonetic hint ("read[r iy d]") becomes the note's phonemes when they are phonemes we sing
 * (inventory or ARPAbet), else it is removed; a VCV prefix ("a か", "- か") and a pitch suffix of a
 * voicebank ("ど_B3", "かD4", "か↑") are removed; rests ("R", "a R") and breaths ("br", "息", "吸")
 * are not sung.
 */
export type UtauLyric =
  | { kind: 'sung'; lyric: string; phonemes?: string; changed?: ChangedFeature }
  | { kind: 'silent'; dropped?: DroppedFeature };

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
    const parsed = parsePhonemes(hint[2]!);
    if (hint[2]!.trim() && 'syllables' in parsed) {
      phonemes = hint[2]!.trim().replace(/\s+/g, ' ');
      changed = 'phonetic_hints';
    } else changed = 'lyric_affixes';
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
