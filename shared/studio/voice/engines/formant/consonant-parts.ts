import type { Language } from '../../../../languages';
import { CONSONANTS, type ConsonantSpec } from './phones';

/** A consonant's parts and their durations, before they are laid on a phrase's time line (plan.ts). */

export type SegmentPart =
  | 'silence'
  | 'vowel'
  | 'closure'
  | 'burst'
  | 'aspiration'
  | 'breathy'
  | 'frication'
  | 'nasal'
  | 'sonorant';

/** The Korean lax (plain) stops and affricate ㄱ ㄷ ㅂ ㅈ. */
const KOREAN_LAX = new Set(['p', 't', 'k', 'tɕ']);

export interface PartPlan {
  phone: string;
  part: SegmentPart;
  duration: number;
  spec?: ConsonantSpec;
}

export function consonantParts(phone: string, language: Language, position: 'onset' | 'coda'): PartPlan[] {
  const spec = CONSONANTS[phone as keyof typeof CONSONANTS];
  if (!spec) return [];
  const ms = (value: number) => value / 1000;
  const koreanLax = language === 'ko' && KOREAN_LAX.has(phone);
  // Voiceless stops are less aspirated in Japanese than in English (VOT ~ 25 vs 60 ms); Korean lax
  // stops (the plain p t k) open into the vowel later than English ones (~70 ms, Kang 2014).
  const aspirationScale = language === 'ja' ? 0.55 : koreanLax ? 1.55 : 1;
  switch (spec.kind) {
    case 'stop': {
      const parts: PartPlan[] = [{ phone, part: 'closure', duration: ms(spec.duration), spec }];
      if (spec.unreleased) return parts;
      parts.push({ phone, part: 'burst', duration: ms(spec.burst ?? 8), spec });
      const aspiration = position === 'coda' ? 20 : (spec.aspiration ?? 0) * aspirationScale;
      if (aspiration <= 0) return parts;
      // A Korean lax stop's aspiration turns into breathy voice before the vowel.
      const breathy = koreanLax && position === 'onset' ? 0.45 : 0;
      parts.push({ phone, part: 'aspiration', duration: ms(aspiration * (1 - breathy)), spec });
      if (breathy) parts.push({ phone, part: 'breathy', duration: ms(aspiration * breathy), spec });
      return parts;
    }
    case 'affricate': {
      // Korean ㅈ: shorter frication than ㅊ, then breathy voice like the lax stops.
      const parts: PartPlan[] = [
        { phone, part: 'closure', duration: ms(spec.duration), spec },
        { phone, part: 'frication', duration: ms(koreanLax ? 50 : (spec.frication ?? 65)), spec },
      ];
      if (spec.aspiration) parts.push({ phone, part: 'aspiration', duration: ms(spec.aspiration), spec });
      if (koreanLax && position === 'onset') parts.push({ phone, part: 'breathy', duration: ms(25), spec });
      return parts;
    }
    case 'fricative':
      return [{ phone, part: 'frication', duration: ms(spec.duration), spec }];
    case 'aspirate':
      return [{ phone, part: 'aspiration', duration: ms(spec.duration), spec }];
    case 'closure':
      return [{ phone, part: 'closure', duration: ms(spec.duration), spec }];
    case 'nasal':
      return [{ phone, part: 'nasal', duration: ms(spec.duration), spec }];
    default:
      return [{ phone, part: 'sonorant', duration: ms(spec.duration), spec }];
  }
}

export function sum(parts: readonly PartPlan[]): number {
  return parts.reduce((total, part) => total + part.duration, 0);
}

/** Scales parts to a total, keeping bursts at least 5 ms. */
export function fitParts(parts: PartPlan[], total: number): PartPlan[] {
  const current = sum(parts);
  if (current <= 0 || Math.abs(current - total) < 1e-9) return parts;
  const scale = total / current;
  return parts.map((part) => ({
    ...part,
    duration: part.part === 'burst' ? Math.max(0.005, part.duration * Math.min(1, scale)) : part.duration * scale,
  }));
}
