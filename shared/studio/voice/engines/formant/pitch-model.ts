import type { TimedValue } from '../../engine';
import { createRandom } from '../../random';
import type { PhraseInput } from './plan';
import type { VoicePreset } from './presets';

/** The sung pitch over a phrase: notes with portamento, drift and a wandering vibrato, plus the pitch curve. */
export function smoothstep(x: number): number {
  const t = x <= 0 ? 0 : x >= 1 ? 1 : x;
  return t * t * (3 - 2 * t);
}

export function interpolate(points: readonly TimedValue[], time: number, neutral: number): number {
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
