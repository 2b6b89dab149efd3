import type { Language } from '../../../../languages';
import type { PhraseScore, TimedValue } from '../../engine';
import { isVowel, type VowelId } from '../../phonemize/inventory';
import { createRandom } from '../../random';
import { burstNoise, CONSONANTS, type ConsonantSpec, locus, transitionTime, vowelFormants } from './phones';
import type { VoicePreset } from './presets';

/**
 * The singing model: notes with syllables → a timeline of phone segments (consonant onsets before
 * the beat, codas in the note's last 60–90 ms) → control frames (pitch, formants, source and noise
 * amplitudes) that a SynthesisModel turns into samples. Times are seconds from the phrase's first
 * note start.
 */

/** What the formant model reads of a phrase score. */
export type PhraseInput = Pick<PhraseScore, 'language' | 'notes' | 'curves'>;

export type SegmentPart = 'silence' | 'vowel' | 'closure' | 'burst' | 'aspiration' | 'frication' | 'nasal' | 'sonorant';

export interface SegmentTarget {
  formants: [number, number, number];
  bandwidths: [number, number, number];
  /** Voicing, aspiration, frication amplitudes 0–1; nasal 0–1 (low-pass murmur). */
  av: number;
  ah: number;
  af: number;
  nasal: number;
  noise: { freq: number; bw: number; freq2: number; bw2: number };
  formantEdge: number;
  ampEdge: number;
  /** A vowel's (or aspiration's) formants moving from a consonant's locus after `start` (s), or to one before `end`. */
  glideFrom?: { formants: readonly number[]; start: number; duration: number };
  glideTo?: { formants: readonly number[]; end: number; duration: number };
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

const NO_NOISE = { freq: 4000, bw: 2000, freq2: 6000, bw2: 2000 };

interface PartPlan {
  phone: string;
  part: SegmentPart;
  duration: number;
  spec?: ConsonantSpec;
}

function consonantParts(phone: string, language: Language, position: 'onset' | 'coda'): PartPlan[] {
  const spec = CONSONANTS[phone as keyof typeof CONSONANTS];
  if (!spec) return [];
  const ms = (value: number) => value / 1000;
  // Voiceless stops are less aspirated in Japanese than in English (VOT ~ 25 vs 60 ms).
  const aspirationScale = language === 'ja' ? 0.55 : 1;
  switch (spec.kind) {
    case 'stop': {
      const parts: PartPlan[] = [{ phone, part: 'closure', duration: ms(spec.duration), spec }];
      if (spec.unreleased) return parts;
      parts.push({ phone, part: 'burst', duration: ms(spec.burst ?? 8), spec });
      const aspiration = position === 'coda' ? 20 : (spec.aspiration ?? 0) * aspirationScale;
      if (aspiration > 0) parts.push({ phone, part: 'aspiration', duration: ms(aspiration), spec });
      return parts;
    }
    case 'affricate': {
      const parts: PartPlan[] = [
        { phone, part: 'closure', duration: ms(spec.duration), spec },
        { phone, part: 'frication', duration: ms(65), spec },
      ];
      if (spec.aspiration) parts.push({ phone, part: 'aspiration', duration: ms(spec.aspiration), spec });
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

function sum(parts: readonly PartPlan[]): number {
  return parts.reduce((total, part) => total + part.duration, 0);
}

/** Scales parts to a total, keeping bursts at least 5 ms. */
function fitParts(parts: PartPlan[], total: number): PartPlan[] {
  const current = sum(parts);
  if (current <= 0 || Math.abs(current - total) < 1e-9) return parts;
  const scale = total / current;
  return parts.map((part) => ({
    ...part,
    duration: part.part === 'burst' ? Math.max(0.005, part.duration * Math.min(1, scale)) : part.duration * scale,
  }));
}

function mix3(a: readonly number[], b: readonly number[], weight: number): [number, number, number] {
  return [0, 1, 2].map((index) => a[index]! * (1 - weight) + b[index]! * weight) as [number, number, number];
}

function target(plan: PartPlan, vowel: readonly [number, number, number]): SegmentTarget {
  const base: SegmentTarget = {
    formants: [...vowel] as [number, number, number],
    bandwidths: [70, 90, 140],
    av: 0,
    ah: 0,
    af: 0,
    nasal: 0,
    noise: NO_NOISE,
    formantEdge: 0.035,
    ampEdge: 0.015,
  };
  const spec = plan.spec;
  const noise = spec?.noise
    ? {
        freq: spec.noise.freq,
        bw: spec.noise.bw,
        freq2: spec.noise.freq2 ?? spec.noise.freq,
        bw2: spec.noise.bw2 ?? spec.noise.bw,
      }
    : NO_NOISE;
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
        // A voiced closure's voice bar is murmured; a voiceless one is silence (no low-pass swell as the vowel dies).
        nasal: spec?.voiced ? 1 : 0,
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
      return { ...base, ah: 0.55, ampEdge: 0.008, formantEdge: 0.03 };
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
        formants: spec ? [...spec.loci] : [270, 1300, 2400],
        bandwidths: [80, 350, 500],
        av: 0.6,
        nasal: 1,
        ampEdge: 0.012,
        formantEdge: 0.03,
      };
    case 'sonorant': {
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
    const previous = segments[firstNucleus - 1];
    const aspirated = previous?.part === 'aspiration' && previous.end >= first.start - 1e-6;
    const start = aspirated ? previous.start : first.start;
    const glide = {
      formants: locus(onset, vowel),
      start,
      duration: transitionTime(onset) + (aspirated ? 0.5 * (previous.end - previous.start) : 0),
    };
    first.target.glideFrom = glide;
    if (aspirated) previous.target.glideFrom = glide;
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
    let coda = syllable.coda;
    if (coda.length > 0) {
      const wanted = Math.min(0.09, Math.max(0.06, sum(coda)));
      coda = fitParts(coda, Math.min(wanted, 0.4 * length));
    }
    const nucleusEnd = end - sum(coda);
    const start = syllable.start;
    const firstNucleus = segments.length;
    const nucleus = syllable.nucleus;
    if (nucleus.length === 0) push(start, nucleusEnd, { phone: '', part: 'closure', duration: 0 }, vowel);
    else if (!isVowel(nucleus[0]!)) {
      push(
        start,
        nucleusEnd,
        { phone: nucleus[0]!, part: 'nasal', duration: 0, spec: CONSONANTS[nucleus[0]! as keyof typeof CONSONANTS] },
        vowel,
      );
    } else if (nucleus.length === 1) push(start, nucleusEnd, { phone: nucleus[0]!, part: 'vowel', duration: 0 }, vowel);
    else {
      const split = start + (nucleusEnd - start) * 0.55;
      push(start, split, { phone: nucleus[0]!, part: 'vowel', duration: 0 }, vowel);
      const second = vowelFormants(nucleus[1] as VowelId, language);
      push(split, nucleusEnd, { phone: nucleus[1]!, part: 'vowel', duration: 0 }, second);
      segments[segments.length - 1]!.target.formantEdge = 0.06;
    }
    time = nucleusEnd;
    const lastVowel = [...nucleus].reverse().find(isVowel) ?? vowelId;
    const codaVowel = vowelFormants(lastVowel, language);
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

function smoothstep(x: number): number {
  const t = x <= 0 ? 0 : x >= 1 ? 1 : x;
  return t * t * (3 - 2 * t);
}

function interpolate(points: readonly TimedValue[], time: number, neutral: number): number {
  if (points.length === 0) return neutral;
  if (time <= points[0]!.time) return points[0]!.value;
  const last = points[points.length - 1]!;
  if (time >= last.time) return last.value;
  let low = 0;
  let high = points.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (points[middle]!.time <= time) low = middle;
    else high = middle;
  }
  const a = points[low]!;
  const b = points[high]!;
  const span = b.time - a.time;
  return span <= 0 ? b.value : a.value + ((b.value - a.value) * (time - a.time)) / span;
}

/**
 * One vibrato cycle shape at `time` seconds after its delay, −1…1 (times the growth): a singer's
 * vibrato is not a sine of fixed rate and depth. The rate wanders ±5 % and ±2.5 % (two slow
 * sinusoids of 0.45 and 1.3 Hz, integrated into the phase), the depth ±10 % at 0.6 Hz, and it
 * grows from 90 % to 110 % over the first seconds of a long note.
 */
function vibratoShape(time: number, rate: number, phases: readonly number[]): number {
  const [p1, p2, p3] = phases as [number, number, number];
  const w1 = 2 * Math.PI * 0.45;
  const w2 = 2 * Math.PI * 1.3;
  const cycles =
    rate *
    (time +
      (0.05 / w1) * (Math.cos(p1) - Math.cos(w1 * time + p1)) +
      (0.025 / w2) * (Math.cos(p2) - Math.cos(w2 * time + p2)));
  const depth = (0.9 + 0.2 * smoothstep(time / 2)) * (1 + 0.1 * Math.sin(2 * Math.PI * 0.6 * time + p3));
  return depth * Math.sin(2 * Math.PI * cycles);
}

/**
 * The sung pitch in MIDI cents/100 at a time: note steps joined by glides (from 60 % of the
 * portamento before the note to 40 % after), a small overshoot, vibrato fading in after its delay,
 * slow drift, and the document's pitch curve.
 */
export function createPitchModel(phrase: PhraseInput, preset: VoicePreset, seed: number): (time: number) => number {
  const random = createRandom(seed ^ 0x9e3779b9);
  const driftPhase = [random() * Math.PI * 2, random() * Math.PI * 2];
  const notes = phrase.notes;
  const wander = notes.map(() => [random(), random(), random()].map((value) => value * Math.PI * 2));
  return (time: number) => {
    let index = 0;
    while (
      index + 1 < notes.length &&
      notes[index + 1]!.start - ((notes[index + 1]!.portamento ?? preset.portamento) / 1000) * 0.6 <= time
    ) {
      index += 1;
    }
    const note = notes[index]!;
    let pitch = note.pitch;
    const previous = notes[index - 1];
    if (previous && previous.pitch !== note.pitch && note.start - previous.end < 0.3) {
      const glide = Math.max(0.005, (note.portamento ?? preset.portamento) / 1000);
      const from = note.start - glide * 0.6;
      const to = note.start + glide * 0.4;
      const delta = note.pitch - previous.pitch;
      pitch = previous.pitch + delta * smoothstep((time - from) / (to - from));
      if (time > to) {
        const x = (time - to) / 0.03;
        const overshoot = Math.min(preset.overshoot, Math.abs(delta) * 8);
        pitch += (Math.sign(delta) * overshoot * x * Math.exp(1 - x)) / 100;
      }
    } else if (time < note.start + 0.02 && (!previous || note.start - previous.end >= 0.3)) {
      // After a rest the voice scoops up into the note through its onset consonant (a semitone below).
      pitch -= 1 - smoothstep((time - note.start + 0.05) / 0.07);
    }
    const vibrato = note.vibrato ?? preset.vibrato;
    const sinceDelay = time - note.start - vibrato.delay / 1000;
    if (vibrato.depth > 0 && sinceDelay > 0 && time < note.end) {
      const fade = smoothstep(sinceDelay / 0.3) * smoothstep((note.end - time) / 0.05);
      pitch += (vibrato.depth * fade * vibratoShape(sinceDelay, vibrato.rate, wander[index % wander.length]!)) / 100;
    }
    if (preset.drift > 0) {
      pitch +=
        (preset.drift * 0.6 * Math.sin(2 * Math.PI * 0.7 * time + driftPhase[0]!) +
          preset.drift * 0.4 * Math.sin(2 * Math.PI * 1.9 * time + driftPhase[1]!)) /
        100;
    }
    return pitch + interpolate(phrase.curves.pitch, time, 0) / 100;
  };
}

/** Control frames: everything the synthesis step needs, every `hop` samples. */
export interface ControlFrames {
  sampleRate: number;
  hop: number;
  /** Phrase time of frame 0 (negative: consonants before the first note). */
  startTime: number;
  count: number;
  f0: Float32Array;
  /** MIDI pitch of the sung line (for display), NaN where unvoiced. */
  pitchLine: Float32Array;
  av: Float32Array;
  ah: Float32Array;
  af: Float32Array;
  nasal: Float32Array;
  /** Linear gain from the dynamics curve. */
  gain: Float32Array;
  /** 0–1: the preset's breathiness plus the document's curve. */
  breath: Float32Array;
  formants: Float32Array[];
  bandwidths: Float32Array[];
  noiseFreq: Float32Array;
  noiseBw: Float32Array;
  noiseFreq2: Float32Array;
  noiseBw2: Float32Array;
}

/** How much of the comb's luck is taken out (F1 carries most but not all of a vowel's power). */
const COMB_SHARE = 0.5;

/** Fast at first, settling into the target: 1 − (1 − x)². */
function easeOut(x: number): number {
  const t = x <= 0 ? 0 : x >= 1 ? 1 : x;
  return 1 - (1 - t) * (1 - t);
}

/** A segment's formants at a time, with its transitions from and to neighbouring consonants. */
function formantsAt(target: SegmentTarget, time: number, out: number[]) {
  for (let index = 0; index < 3; index += 1) out[index] = target.formants[index]!;
  const from = target.glideFrom;
  if (from && time < from.start + from.duration) {
    const weight = easeOut((time - from.start) / from.duration);
    for (let index = 0; index < 3; index += 1)
      out[index] = from.formants[index]! + (out[index]! - from.formants[index]!) * weight;
  }
  const to = target.glideTo;
  if (to && time > to.end - to.duration) {
    const weight = easeOut((to.end - time) / to.duration);
    for (let index = 0; index < 3; index += 1)
      out[index] = to.formants[index]! + (out[index]! - to.formants[index]!) * weight;
  }
}

/**
 * A narrow F1 passes a sparse comb of harmonics by luck: a harmonic on its peak makes the vowel up
 * to 8 dB louder than one between harmonics (high voices most). The power a comb of spacing f0
 * draws from a resonance of bandwidth B at F, relative to its smooth average, is
 * sinh(a) / (cosh(a) − cos(2πF/f0)) with a = πB/f0; the voicing is scaled by part of its inverse, so
 * vowels and voices keep their level from note to note (what a singer does by ear).
 */
function combCompensation(formant: number, bandwidth: number, f0: number): number {
  const a = (Math.PI * bandwidth) / f0;
  const luck = Math.sinh(a) / (Math.cosh(a) - Math.cos((2 * Math.PI * formant) / f0));
  return Math.min(2, Math.max(0.5, luck ** -COMB_SHARE));
}

function boundaryRegion(a: Segment, b: Segment, edge: number): [number, number] {
  const limit = 0.45 * Math.min(a.end - a.start, b.end - b.start);
  const half = Math.min(edge, limit);
  const at = b.start;
  if (b.part === 'silence') return [at - 2 * half, at];
  if (a.part === 'silence') return [at, at + 2 * half];
  return [at - half, at + half];
}

export function buildFrames(
  phrase: PhraseInput,
  segments: readonly Segment[],
  preset: VoicePreset,
  sampleRate: number,
  seed: number,
  hop = 64,
): ControlFrames {
  const startTime = segments.length > 0 ? segments[0]!.start : 0;
  const endTime = segments.length > 0 ? segments[segments.length - 1]!.end : 0;
  const count = Math.max(1, Math.ceil(((endTime - startTime) * sampleRate) / hop) + 2);
  const frames: ControlFrames = {
    sampleRate,
    hop,
    startTime,
    count,
    f0: new Float32Array(count),
    pitchLine: new Float32Array(count),
    av: new Float32Array(count),
    ah: new Float32Array(count),
    af: new Float32Array(count),
    nasal: new Float32Array(count),
    gain: new Float32Array(count),
    breath: new Float32Array(count),
    formants: Array.from({ length: 5 }, () => new Float32Array(count)),
    bandwidths: Array.from({ length: 5 }, () => new Float32Array(count)),
    noiseFreq: new Float32Array(count),
    noiseBw: new Float32Array(count),
    noiseFreq2: new Float32Array(count),
    noiseBw2: new Float32Array(count),
  };
  const pitchAt = createPitchModel(phrase, preset, seed);
  const scale = preset.formantScale;
  const sf = preset.singerFormant;
  const f4 = (3500 * (1 - sf) + 3000 * sf) * scale;
  const f5 = (4400 * (1 - sf) + 3350 * sf) * scale;
  const nyquistGuard = sampleRate * 0.45;
  let segmentIndex = 0;
  const blended = { f: [0, 0, 0], b: [0, 0, 0], av: 0, ah: 0, af: 0, nasal: 0 };
  const currentFormants = [0, 0, 0];
  const otherFormants = [0, 0, 0];
  for (let frame = 0; frame < count; frame += 1) {
    const time = startTime + (frame * hop) / sampleRate;
    while (segmentIndex + 1 < segments.length && segments[segmentIndex]!.end <= time) segmentIndex += 1;
    const segment = segments[segmentIndex];
    if (!segment || time >= endTime) {
      frames.f0[frame] = 100;
      frames.pitchLine[frame] = Number.NaN;
      frames.formants.forEach((track, index) => {
        track[frame] = frame > 0 ? track[frame - 1]! : [700, 1200, 2500, f4, f5][index]!;
      });
      frames.bandwidths.forEach((track) => {
        track[frame] = 200;
      });
      frames.noiseFreq[frame] = 4000;
      frames.noiseBw[frame] = 2000;
      frames.noiseFreq2[frame] = 6000;
      frames.noiseBw2[frame] = 2000;
      continue;
    }
    const current = segment.target;
    let formantWeight = 1;
    let ampWeight = 1;
    let other = current;
    const previous = segments[segmentIndex - 1];
    const next = segments[segmentIndex + 1];
    if (previous && previous.end >= segment.start - 1e-6) {
      const [flo, fhi] = boundaryRegion(previous, segment, Math.max(previous.target.formantEdge, current.formantEdge));
      const [alo, ahi] = boundaryRegion(previous, segment, Math.min(previous.target.ampEdge, current.ampEdge));
      if (time < ahi) ampWeight = smoothstep((time - alo) / (ahi - alo));
      if (time < fhi || time < ahi) other = previous.target;
      if (time < fhi) formantWeight = smoothstep((time - flo) / (fhi - flo));
    }
    if (other === current && next && Math.abs(next.start - segment.end) < 1e-6) {
      const [flo, fhi] = boundaryRegion(segment, next, Math.max(next.target.formantEdge, current.formantEdge));
      const [alo, ahi] = boundaryRegion(segment, next, Math.min(next.target.ampEdge, current.ampEdge));
      if (time > flo || time > alo) other = next.target;
      formantWeight = time > flo ? 1 - smoothstep((time - flo) / (fhi - flo)) : 1;
      ampWeight = time > alo ? 1 - smoothstep((time - alo) / (ahi - alo)) : 1;
    }
    formantsAt(current, time, currentFormants);
    formantsAt(other, time, otherFormants);
    for (let index = 0; index < 3; index += 1) {
      blended.f[index] = currentFormants[index]! * formantWeight + otherFormants[index]! * (1 - formantWeight);
      blended.b[index] = current.bandwidths[index]! * formantWeight + other.bandwidths[index]! * (1 - formantWeight);
    }
    blended.av = current.av * ampWeight + other.av * (1 - ampWeight);
    blended.ah = current.ah * ampWeight + other.ah * (1 - ampWeight);
    blended.af = current.af * ampWeight + other.af * (1 - ampWeight);
    blended.nasal = current.nasal * ampWeight + other.nasal * (1 - ampWeight);
    const noise = current.af >= other.af ? current.noise : other.noise;

    const pitch = pitchAt(time);
    const f0 = 440 * 2 ** ((pitch - 69) / 12);
    frames.f0[frame] = f0;
    frames.pitchLine[frame] = blended.av > 0.3 ? pitch : Number.NaN;
    frames.av[frame] = blended.av;
    frames.ah[frame] = blended.ah;
    frames.af[frame] = blended.af;
    frames.nasal[frame] = blended.nasal;
    frames.gain[frame] = 10 ** (interpolate(phrase.curves.dynamics, time, 0) / 20);
    const breath = Math.min(1, Math.max(0, preset.breathiness + interpolate(phrase.curves.breathiness, time, 0)));
    frames.breath[frame] = breath;
    // Vocal-tract length, then keep F1 above F0 on high notes (sopranos open the jaw), F2 above F1.
    let f1 = blended.f[0]! * scale;
    let f2 = blended.f[1]! * scale;
    const f3 = blended.f[2]! * scale * (1 - 0.15 * sf) + 2700 * scale * 0.15 * sf;
    if (blended.av > 0.3) {
      // Sopranos tune F1 to the fundamental on high notes (vowel modification); never below it.
      // Not in a nasal murmur: the mouth is closed and the murmur's pole stays low (~250–300 Hz).
      const tuned = f0 * 1.12;
      const weight = smoothstep((f0 - 260) / 100);
      const oral = 1 - blended.nasal;
      f1 += (Math.max(tuned, f1 * (1 - weight) + tuned * weight) - f1) * oral;
    }
    f2 = Math.max(f2, f1 + 250);
    frames.formants[0]![frame] = Math.min(f1, nyquistGuard);
    frames.formants[1]![frame] = Math.min(f2, nyquistGuard);
    const [k3, k4, k5] = preset.upperFormants;
    const g3 = Math.max(f3 * k3, f2 + 200);
    const g4 = Math.max(f4 * k4, g3 + 300);
    frames.formants[2]![frame] = Math.min(g3, nyquistGuard);
    frames.formants[3]![frame] = Math.min(g4, nyquistGuard);
    frames.formants[4]![frame] = Math.min(Math.max(f5 * k5, g4 + 300), nyquistGuard);
    const widen = 1 + 0.4 * breath;
    frames.bandwidths[0]![frame] = blended.b[0]! * widen;
    frames.av[frame] = blended.av * combCompensation(frames.formants[0]![frame]!, frames.bandwidths[0]![frame]!, f0);
    frames.bandwidths[1]![frame] = blended.b[1]! * widen;
    frames.bandwidths[2]![frame] = blended.b[2]! * widen;
    frames.bandwidths[3]![frame] = (200 - 80 * sf) * widen;
    frames.bandwidths[4]![frame] = (300 - 150 * sf) * widen;
    const noiseScale = 0.85 + 0.15 * scale;
    frames.noiseFreq[frame] = Math.min(noise.freq * noiseScale, nyquistGuard);
    frames.noiseBw[frame] = noise.bw;
    frames.noiseFreq2[frame] = Math.min(noise.freq2 * noiseScale, nyquistGuard);
    frames.noiseBw2[frame] = noise.bw2;
  }
  return frames;
}
