import { parsePhonemes } from '../../../../shared/studio/voice/syllable';

/**
 * A typed phoneme override checked before it is stored: blank means automatic (null), otherwise
 * the tokens (IPA phones or ARPAbet, space separated) must all be known to the voice.
 */
export function checkPhonemes(text: string): { phonemes: string | null } | { unknown: string } {
  const cleaned = text.trim().split(/\s+/).filter(Boolean).join(' ');
  if (!cleaned) return { phonemes: null };
  const parsed = parsePhonemes(cleaned);
  return 'unknown' in parsed ? { unknown: parsed.unknown } : { phonemes: cleaned };
}
