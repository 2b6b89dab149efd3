import type { PhraseScore } from '../../engine';
import { isVowel, type VowelId } from '../../phonemize/inventory';
import { consonantParts, fitParts, type PartPlan, type SegmentPart, sum } from './consonant-parts';
import {
  burstNoise,
  CONSONANTS,
  type ConsonantSpec,
  locus,
  NO_NOISE,
  type NoiseBands,
  noiseBands,
  nucleusGlide,
  transitionTime,
  vowelFormants,
} from './phones';

/**
 * The singing model: notes with syllables → a timeline of phone segments (consonant onsets before
 * the beat, codas in the note's last 60–90 ms or on into a rest) → control frames (pitch, formants,
 * source and noise amplitudes) that a SynthesisModel turns into samples. Times are seconds from the phrase's first
 * note start.
 */

/** What the formant model reads of a phrase score. */
export type PhraseInput = Pick<PhraseScore, 'language' | 'notes' | 'curves'>;

export interface SegmentTarget {
  formants: [number, number, number];
  bandwidths: [number, number, number];
  /**
   * Voicing, aspiration, frication amplitudes 0–1; nasal 0–1 (the mouth closed, the nasal tract open:
   * F1 is not tuned to the pitch); voiceBar 0–1 (a closed tract's voicing, heard through its walls:
   * low-passed).
   */
  av: number;
  ah: number;
  af: number;
  nasal: number;
  voiceBar: number;
  noise: NoiseBands;
  formantEdge: number;
  ampEdge: number;
  /** A vowel's (or aspiration's) formants moving from a consonant's locus after `start` (s), or to one before `end`. */
  glideFrom?: { formants: readonly number[]; start: number; duration: number };
  glideTo?: { formants: readonly number[]; end: number; duration: number };
  /** Voiceless but already in the vowel's posture (an /h/): F1 tuned to the pitch as in the vowel. */
  vowelPosture?: boolean;
}

export interface Segment {
  start: number;
  end: number;
  phone: string;
  part: SegmentPart;
  target: SegmentTarget;
}

/** Longest time a phrase's first consonants sound before its first note. */
export const MAX_PREROLL = 0.3;

/** Longest time a phrase's last coda sounds after its note (seconds). */
const FINAL_CODA_ROOM = 0.15;

function mix3(a: readonly number[], b: readonly number[], weight: number): [number, number, number] {
  return [0, 1, 2].map((index) => a[index]! * (1 - weight) + b[index]! * weight) as [number, number, number];
}

/** Liquids, glides and taps: voiced, near the vowel, a tap short and weak, a glide slow. */
function sonorantTarget(
  base: SegmentTarget,
  spec: ConsonantSpec | undefined,
  vowel: readonly [number, number, number],
): SegmentTarget {
  const kind = spec?.kind;
  return {
    ...base,
    formants: spec ? mix3(spec.loci, vowel, 0.2) : base.formants,
    bandwidths: [90, 110, 170],
    av: kind === 'tap' ? 0.4 : kind === 'liquid' ? 0.75 : 0.9,
    ampEdge: kind === 'tap' ? 0.006 : 0.015,
    formantEdge: kind === 'glide' ? 0.06 : 0.04,
  };
}

function target(plan: PartPlan, vowel: readonly [number, number, number]): SegmentTarget {
  const base: SegmentTarget = {
    formants: [...vowel] as [number, number, number],
    bandwidths: [70, 90, 140],
    av: 0,
    ah: 0,
    af: 0,
    nasal: 0,
    voiceBar: 0,
    noise: NO_NOISE,
    formantEdge: 0.035,
    ampEdge: 0.015,
  };
  const spec = plan.spec;
  const noise = noiseBands(spec);
  const loci = spec ? locus(spec, vowel) : base.formants;
  switch (plan.part) {
    case 'vowel':
      return { ...base, av: 1 };
    case 'silence':
      return base;
    case 'closure':
      return {
        ...base,
        formants: loci,
        av: spec?.voiced ? 0.1 : 0,
        // A voiced closure hums through the tract's walls; a voiceless one is silence (no low-pass
        // swell as the vowel dies).
        voiceBar: spec?.voiced ? 1 : 0,
        ampEdge: 0.006,
        formantEdge: 0.03,
      };
    case 'burst': {
      const burst = spec ? burstNoise(spec, vowel) : { ...noise, gain: 0.5 };
      return {
        ...base,
        formants: loci,
        af: burst.gain,
        av: spec?.voiced ? 0.15 : 0,
        noise: burst,
        ampEdge: 0.0015,
        formantEdge: 0.03,
      };
    }
    case 'aspiration':
      return { ...base, ah: 0.55, ampEdge: 0.008, formantEdge: 0.03, vowelPosture: spec?.kind === 'aspirate' };
    case 'breathy':
      return { ...base, av: 0.45, ah: 0.45, ampEdge: 0.008, formantEdge: 0.03 };
    case 'frication':
      return {
        ...base,
        formants: loci,
        af: spec?.noise?.gain ?? 0.5,
        av: spec?.voiced ? 0.5 : 0,
        noise,
        ampEdge: 0.012,
        formantEdge: 0.035,
      };
    case 'nasal':
      return {
        ...base,
        // The murmur is the tract's own output at the nasal resonances: speech keeps 1–4 kHz 25–35 dB
        // under its 250-Hz peak (Fujimura 1962; espeak-ng's /n/ too). Low-passed like a voice bar, it
        // lost them (45–56 dB under) and the recogniser scored our nasals worst of all phones.
        formants: spec ? [...spec.loci] : [270, 1300, 2400],
        bandwidths: [120, 200, 500],
        av: 0.6,
        nasal: 1,
        ampEdge: 0.012,
        formantEdge: 0.03,
      };
    case 'sonorant':
      return sonorantTarget(base, spec, vowel);
  }
}

interface PlannedSyllable {
  start: number;
  end: number;
  onset: PartPlan[];
  nucleus: string[];
  coda: PartPlan[];
  noteIndex: number;
}

const OPENING = new Set<SegmentPart>(['aspiration', 'breathy']);

/**
 * Formant transitions, the main cue for a consonant's place: the vowel starts at the onset
 * consonant's locus and moves to its target (through the aspiration of a voiceless stop, which
 * carries the first part of the movement), and heads to the coda's locus before it.
 */
function addTransitions(
  segments: Segment[],
  firstNucleus: number,
  syllable: PlannedSyllable,
  vowel: readonly [number, number, number],
  codaVowel: readonly [number, number, number],
) {
  const onset = syllable.onset[syllable.onset.length - 1]?.spec;
  const first = segments[firstNucleus]!;
  if (onset && onset.kind !== 'aspirate') {
    // The aspiration (and breathy onset) of a stop just before the vowel carries the movement's first part.
    let firstOpen = firstNucleus;
    while (
      firstOpen > 0 &&
      OPENING.has(segments[firstOpen - 1]!.part) &&
      segments[firstOpen - 1]!.end >= segments[firstOpen]!.start - 1e-6
    )
      firstOpen -= 1;
    const start = segments[firstOpen]!.start;
    const glide = {
      formants: locus(onset, vowel),
      start,
      duration: transitionTime(onset) + 0.5 * (first.start - start),
    };
    for (let index = firstOpen; index <= firstNucleus; index += 1) segments[index]!.target.glideFrom = glide;
  }
  const coda = syllable.coda[0]?.spec;
  const last = segments[segments.length - 1]!;
  if (coda && coda.kind !== 'aspirate' && last.part === 'vowel') {
    last.target.glideTo = { formants: locus(coda, codaVowel), end: last.end, duration: transitionTime(coda) };
  }
}

/** Lays the phrase's syllables on the time line. */
export function planSegments(phrase: PhraseInput): Segment[] {
  const { language } = phrase;
  const syllables: PlannedSyllable[] = [];
  let lastNucleus: string[] = [language === 'en' ? 'ɑ' : 'a'];
  phrase.notes.forEach((note, noteIndex) => {
    const list = note.syllables.length > 0 ? note.syllables : [{ onset: [], nucleus: [], coda: [], hold: true }];
    const share = (note.end - note.start) / list.length;
    list.forEach((syllable, index) => {
      const start = note.start + share * index;
      const hold = syllable.hold === true;
      const nucleus = hold ? [lastNucleus[lastNucleus.length - 1]!] : syllable.nucleus;
      if (!hold && nucleus.length > 0) lastNucleus = nucleus;
      const planned: PlannedSyllable = {
        start,
        end: start + share,
        onset: hold ? [] : syllable.onset.flatMap((phone) => consonantParts(phone, language, 'onset')),
        nucleus,
        coda: syllable.coda.flatMap((phone) => consonantParts(phone, language, 'coda')),
        noteIndex,
      };
      // A held vowel carries the coda of the syllable it continues.
      const previous = syllables[syllables.length - 1];
      if (hold && previous && previous.end >= start - 1e-6) {
        planned.coda = previous.coda.length > 0 ? previous.coda : planned.coda;
        previous.coda = [];
      }
      syllables.push(planned);
    });
  });

  // Onsets before the beat, within half of the previous syllable (or the rest before it).
  const onsetStart: number[] = syllables.map((syllable, index) => {
    const wanted = sum(syllable.onset);
    if (wanted <= 0) return syllable.start;
    const previous = syllables[index - 1];
    const room = previous
      ? Math.min(MAX_PREROLL, Math.max(0.5 * (syllable.start - previous.start), syllable.start - previous.end))
      : MAX_PREROLL;
    const length = Math.min(wanted, room);
    syllable.onset = fitParts(syllable.onset, length);
    return syllable.start - length;
  });

  const segments: Segment[] = [];
  const push = (start: number, end: number, plan: PartPlan, vowel: readonly [number, number, number]) => {
    if (end - start <= 1e-6) return;
    segments.push({ start, end, phone: plan.phone, part: plan.part, target: target(plan, vowel) });
  };
  syllables.forEach((syllable, index) => {
    const vowelId = (syllable.nucleus.find(isVowel) ?? (language === 'en' ? 'ə' : 'a')) as VowelId;
    const vowel = vowelFormants(vowelId, language);
    const previousEnd = segments.length > 0 ? segments[segments.length - 1]!.end : onsetStart[index]!;
    if (onsetStart[index]! > previousEnd + 1e-6) {
      push(previousEnd, onsetStart[index]!, { phone: '', part: 'silence', duration: 0 }, vowel);
    }
    let time = onsetStart[index]!;
    for (const part of syllable.onset) {
      push(time, time + part.duration, part, vowel);
      time += part.duration;
    }
    const next = syllables[index + 1];
    const end = Math.max(syllable.start + 0.02, Math.min(syllable.end, next ? onsetStart[index + 1]! : syllable.end));
    const length = end - syllable.start;
    const nucleus = syllable.nucleus;
    const glide = nucleusGlide(
      nucleus,
      syllable.coda.map((part) => part.phone),
      language,
    );
    let coda = glide?.takesCoda ? syllable.coda.slice(1) : syllable.coda;
    let nucleusEnd = end;
    if (coda.length > 0) {
      const wanted = Math.min(0.09, Math.max(0.06, sum(coda)));
      const inside = Math.min(wanted, 0.4 * length);
      // Before a rest the coda keeps its own length, running on past the note into the rest.
      const room = next ? Math.max(0, onsetStart[index + 1]! - syllable.end) : FINAL_CODA_ROOM;
      coda = fitParts(coda, Math.max(inside, Math.min(sum(coda), inside + room)));
      nucleusEnd = end - inside;
    }
    const start = syllable.start;
    const firstNucleus = segments.length;
    if (nucleus.length === 0) push(start, nucleusEnd, { phone: '', part: 'closure', duration: 0 }, vowel);
    else if (!isVowel(nucleus[0]!)) {
      push(
        start,
        nucleusEnd,
        { phone: nucleus[0]!, part: 'nasal', duration: 0, spec: CONSONANTS[nucleus[0]! as keyof typeof CONSONANTS] },
        vowel,
      );
    } else if (!glide) push(start, nucleusEnd, { phone: nucleus[0]!, part: 'vowel', duration: 0 }, vowel);
    else {
      const split = start + (nucleusEnd - start) * 0.55;
      push(start, split, { phone: nucleus[0]!, part: 'vowel', duration: 0 }, vowel);
      push(split, nucleusEnd, { phone: glide.phone, part: 'vowel', duration: 0 }, glide.formants);
      segments[segments.length - 1]!.target.formantEdge = 0.06;
    }
    time = nucleusEnd;
    const lastVowel = [...nucleus].reverse().find(isVowel) ?? vowelId;
    const codaVowel = glide?.formants ?? vowelFormants(lastVowel, language);
    if (segments.length > firstNucleus && segments[firstNucleus]!.part === 'vowel') {
      addTransitions(segments, firstNucleus, syllable, vowel, codaVowel);
    }
    for (const part of coda) {
      push(time, time + part.duration, part, codaVowel);
      time += part.duration;
    }
  });
  // Lead-in and tail of silence: the voice fades in from and out to nothing, inside the note times.
  if (segments.length > 0) {
    const first = segments[0]!;
    const last = segments[segments.length - 1]!;
    const silence = (start: number, end: number, formants: SegmentTarget['formants']): Segment => ({
      start,
      end,
      phone: '',
      part: 'silence',
      target: { ...target({ phone: '', part: 'silence', duration: 0 }, formants) },
    });
    segments.unshift(silence(first.start - 0.01, first.start, first.target.formants));
    segments.push(silence(last.end, last.end + 0.02, last.target.formants));
  }
  return segments;
}
