import { describe, expect, it } from 'vitest';
import { planSegments, type Segment } from './engines/formant/plan';
import { hangulToSyllable } from './phonemize/ko';

/** The formant engine's timeline for one Korean syllable sung as a half-second note. */
function timeline(lyric: string): Segment[] {
  return planSegments({
    language: 'ko',
    notes: [{ id: 'n', start: 0.5, end: 1, pitch: 59, syllables: [hangulToSyllable(lyric)] }],
    curves: { pitch: [], dynamics: [], breathiness: [] },
  });
}

const ms = (segment: Segment | undefined) => (segment ? (segment.end - segment.start) * 1000 : 0);
const part = (lyric: string, name: Segment['part']) => timeline(lyric).find((segment) => segment.part === name);

describe('Korean affricates by laryngeal class', () => {
  it('the tense ㅉ has the shortest frication, the lax ㅈ a shorter one than the aspirated ㅊ', () => {
    expect(ms(part('짜', 'frication'))).toBeLessThan(ms(part('자', 'frication')) - 10);
    expect(ms(part('자', 'frication'))).toBeLessThan(ms(part('차', 'frication')) - 10);
  });

  it('the lax ㅈ opens into breathy voice like the lax stops; ㅉ goes straight into the vowel, ㅊ through aspiration', () => {
    expect(ms(part('자', 'breathy'))).toBeGreaterThan(15);
    expect(ms(part('가', 'breathy'))).toBeGreaterThan(15);
    expect(part('짜', 'breathy')).toBeUndefined();
    expect(part('짜', 'aspiration')).toBeUndefined();
    expect(ms(part('차', 'aspiration'))).toBeGreaterThan(30);
  });
});
