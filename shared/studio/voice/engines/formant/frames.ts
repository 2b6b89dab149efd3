import { createPitchModel, interpolate, smoothstep } from './pitch-model';
import type { PhraseInput, Segment, SegmentTarget } from './plan';
import type { VoicePreset } from './presets';

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
  /** The voice-bar low-pass weight (a closed tract). */
  voiceBar: Float32Array;
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

function emptyFrames(sampleRate: number, hop: number, startTime: number, count: number): ControlFrames {
  return {
    sampleRate,
    hop,
    startTime,
    count,
    f0: new Float32Array(count),
    pitchLine: new Float32Array(count),
    av: new Float32Array(count),
    ah: new Float32Array(count),
    af: new Float32Array(count),
    voiceBar: new Float32Array(count),
    gain: new Float32Array(count),
    breath: new Float32Array(count),
    formants: Array.from({ length: 5 }, () => new Float32Array(count)),
    bandwidths: Array.from({ length: 5 }, () => new Float32Array(count)),
    noiseFreq: new Float32Array(count),
    noiseBw: new Float32Array(count),
    noiseFreq2: new Float32Array(count),
    noiseBw2: new Float32Array(count),
  };
}

/** The preset's vocal tract: length scale, singer's formant, the fixed F4 and F5, the highest formant allowed. */
interface Tract {
  scale: number;
  singerFormant: number;
  f4: number;
  f5: number;
  nyquistGuard: number;
}

function tractOf(preset: VoicePreset, sampleRate: number): Tract {
  const scale = preset.formantScale;
  const sf = preset.singerFormant;
  return {
    scale,
    singerFormant: sf,
    f4: (3500 * (1 - sf) + 3000 * sf) * scale,
    f5: (4400 * (1 - sf) + 3350 * sf) * scale,
    nyquistGuard: sampleRate * 0.45,
  };
}

/** Before the first and after the last segment: no source, formants held, wide bands. */
function restFrame(frames: ControlFrames, frame: number, tract: Tract): void {
  frames.f0[frame] = 100;
  frames.pitchLine[frame] = Number.NaN;
  frames.formants.forEach((track, index) => {
    track[frame] = frame > 0 ? track[frame - 1]! : [700, 1200, 2500, tract.f4, tract.f5][index]!;
  });
  frames.bandwidths.forEach((track) => {
    track[frame] = 200;
  });
  frames.noiseFreq[frame] = 4000;
  frames.noiseBw[frame] = 2000;
  frames.noiseFreq2[frame] = 6000;
  frames.noiseBw2[frame] = 2000;
}

/** The targets at one time, blended across a segment boundary (reused from frame to frame). */
interface Blend {
  f: number[];
  b: number[];
  av: number;
  ah: number;
  af: number;
  nasal: number;
  voiceBar: number;
  vowelPosture: boolean;
  noise: SegmentTarget['noise'];
  currentFormants: number[];
  otherFormants: number[];
}

function createBlend(): Blend {
  const noise: SegmentTarget['noise'] = { freq: 0, bw: 0, freq2: 0, bw2: 0 };
  return {
    f: [0, 0, 0],
    b: [0, 0, 0],
    av: 0,
    ah: 0,
    af: 0,
    nasal: 0,
    voiceBar: 0,
    vowelPosture: false,
    noise,
    currentFormants: [0, 0, 0],
    otherFormants: [0, 0, 0],
  };
}

/**
 * Segment `index`'s target at `time`, into `blended`: near a boundary it moves towards the
 * previous or the next segment's target, formants and amplitudes over their own edges.
 */
function blendTargets(segments: readonly Segment[], index: number, time: number, blended: Blend): void {
  const segment = segments[index]!;
  const current = segment.target;
  let formantWeight = 1;
  let ampWeight = 1;
  let other = current;
  const previous = segments[index - 1];
  const next = segments[index + 1];
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
  const { currentFormants, otherFormants } = blended;
  formantsAt(current, time, currentFormants);
  formantsAt(other, time, otherFormants);
  for (let formant = 0; formant < 3; formant += 1) {
    blended.f[formant] = currentFormants[formant]! * formantWeight + otherFormants[formant]! * (1 - formantWeight);
    blended.b[formant] =
      current.bandwidths[formant]! * formantWeight + other.bandwidths[formant]! * (1 - formantWeight);
  }
  blended.av = current.av * ampWeight + other.av * (1 - ampWeight);
  blended.ah = current.ah * ampWeight + other.ah * (1 - ampWeight);
  blended.af = current.af * ampWeight + other.af * (1 - ampWeight);
  blended.nasal = current.nasal * ampWeight + other.nasal * (1 - ampWeight);
  blended.voiceBar = current.voiceBar * ampWeight + other.voiceBar * (1 - ampWeight);
  blended.vowelPosture = current.vowelPosture === true;
  blended.noise = current.af >= other.af ? current.noise : other.noise;
}

/**
 * A sounding frame's formants, bandwidths and noise bands: vocal-tract length, then F1 kept above
 * F0 on high notes (sopranos open the jaw), F2 above F1, the upper formants above each other; the
 * voicing compensated for F1's comb luck.
 */
function writeTract(
  frames: ControlFrames,
  frame: number,
  blended: Blend,
  tract: Tract,
  preset: VoicePreset,
  f0: number,
  breath: number,
): void {
  const { scale, singerFormant: sf, f4, f5, nyquistGuard } = tract;
  let f1 = blended.f[0]! * scale;
  let f2 = blended.f[1]! * scale;
  const f3 = blended.f[2]! * scale * (1 - 0.15 * sf) + 2700 * scale * 0.15 * sf;
  if (blended.av > 0.3 || blended.vowelPosture) {
    // Sopranos tune F1 to the fundamental on high notes (vowel modification); never below it. An /h/
    // is already shaped as its vowel: tuned alike (else its noise has the untuned F1 and the vowel jumps).
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
  const noise = blended.noise;
  frames.noiseFreq[frame] = Math.min(noise.freq * noiseScale, nyquistGuard);
  frames.noiseBw[frame] = noise.bw;
  frames.noiseFreq2[frame] = Math.min(noise.freq2 * noiseScale, nyquistGuard);
  frames.noiseBw2[frame] = noise.bw2;
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
  const frames = emptyFrames(sampleRate, hop, startTime, count);
  const pitchAt = createPitchModel(phrase, preset, seed);
  const tract = tractOf(preset, sampleRate);
  const blended = createBlend();
  let segmentIndex = 0;
  for (let frame = 0; frame < count; frame += 1) {
    const time = startTime + (frame * hop) / sampleRate;
    while (segmentIndex + 1 < segments.length && segments[segmentIndex]!.end <= time) segmentIndex += 1;
    if (!segments[segmentIndex] || time >= endTime) {
      restFrame(frames, frame, tract);
      continue;
    }
    blendTargets(segments, segmentIndex, time, blended);
    const pitch = pitchAt(time);
    const f0 = 440 * 2 ** ((pitch - 69) / 12);
    frames.f0[frame] = f0;
    frames.pitchLine[frame] = blended.av > 0.3 ? pitch : Number.NaN;
    frames.ah[frame] = blended.ah;
    frames.af[frame] = blended.af;
    frames.voiceBar[frame] = blended.voiceBar;
    frames.gain[frame] = 10 ** (interpolate(phrase.curves.dynamics, time, 0) / 20);
    const breath = Math.min(1, Math.max(0, preset.breathiness + interpolate(phrase.curves.breathiness, time, 0)));
    frames.breath[frame] = breath;
    writeTract(frames, frame, blended, tract, preset, f0, breath);
  }
  return frames;
}
