import { describe, expect, it } from 'vitest';
import { buildFrames } from './engines/formant/frames';
import { planSegments, type Segment } from './engines/formant/plan';
import { VOICE_PRESETS } from './engines/formant/presets';
import { hangulToSyllable } from './phonemize/ko';

/** The formant engine's timeline for one Korean syllable sung as a half-second note. */
function phrase(lyric: string, pitch = 59) {
  return {
    language: 'ko' as const,
    notes: [{ id: 'n', start: 0.5, end: 1, pitch, syllables: [hangulToSyllable(lyric)] }],
    curves: { pitch: [], dynamics: [], breathiness: [] },
  };
}

function timeline(lyric: string): Segment[] {
  return planSegments(phrase(lyric));
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

describe('an /h/ on a high note', () => {
  it('is already shaped as its vowel: the F1 of its noise is the tuned F1 of the vowel after it (하 by siae at F4)', () => {
    const input = phrase('하', 65);
    const segments = planSegments(input);
    const frames = buildFrames(input, segments, VOICE_PRESETS.siae, 16000, 1);
    const f1At = (time: number) => frames.formants[0]![Math.round(((time - frames.startTime) * 16000) / frames.hop)]!;
    const h = segments.find((segment) => segment.phone === 'h')!;
    const noise = f1At((h.start + h.end) / 2);
    const vowel = f1At(0.7);
    // (The voice scoops up into the note through the /h/: a little lower, a little less tuned.)
    expect(Math.abs(noise - vowel) / vowel).toBeLessThan(0.2);
  });
});
