/** Why a clip's note F1 is what it is: each reference note found, or what was heard instead. */
import { matchNotes, type TimedNote } from '../../../shared/studio/analysis/note-f1';

/**
 * late/early: the pitch heard, its onset more than 50 ms off; octave/pitch: the onset heard, at another
 * pitch; merged: inside a note heard earlier at its pitch (a repeated note not restarted); missing;
 * and among the notes heard that match none: split (a second onset inside a sung note, on its
 * pitch), under (a stretch an octave or a twelfth under the sung note), extra (anything else).
 */
export type Fault = 'late' | 'early' | 'octave' | 'pitch' | 'merged' | 'missing' | 'split' | 'under' | 'extra';

export interface Diagnosis {
  found: number;
  reference: number;
  estimated: number;
  /** Estimated minus reference onset (s) of the notes found. */
  onsetErrors: number[];
  faults: Array<{ fault: Fault; text: string }>;
}

const ONSET_TOLERANCE = 0.05;
/** An estimate this close to a note not found (s) is that note heard early, late or at another pitch. */
const NEAR = 0.12;
const ms = (seconds: number) => `${seconds >= 0 ? '+' : ''}${Math.round(seconds * 1000)} ms`;

/** Matches as noteF1 does (matchNotes, 50 ms), then explains the rest. */
export function diagnose(
  reference: ReadonlyArray<TimedNote & { lyric?: string }>,
  estimated: readonly TimedNote[],
): Diagnosis {
  const matches = matchNotes(reference, estimated, ONSET_TOLERANCE);
  const used = new Set(matches.filter((index) => index >= 0));
  const unmatched: number[] = [];
  const onsetErrors: number[] = [];
  matches.forEach((index, r) => {
    if (index >= 0) onsetErrors.push(estimated[index]!.onset - reference[r]!.onset);
    else unmatched.push(r);
  });
  const faults: Diagnosis['faults'] = [];
  const explained = new Set<number>();
  for (const r of unmatched) {
    const note = reference[r]!;
    const at = `#${r + 1} ${note.lyric ? `"${note.lyric}" ` : ''}${note.onset.toFixed(2)} s p${note.pitch}`;
    let nearest = -1;
    for (const [i, candidate] of estimated.entries()) {
      if (used.has(i) || explained.has(i)) continue;
      const distance = Math.abs(candidate.onset - note.onset);
      if (distance <= NEAR && (nearest < 0 || distance < Math.abs(estimated[nearest]!.onset - note.onset))) nearest = i;
    }
    const heard = nearest >= 0 ? estimated[nearest]! : undefined;
    const shift = heard ? heard.onset - note.onset : 0;
    if (heard && Math.abs(heard.pitch - note.pitch) < 0.5) {
      explained.add(nearest);
      faults.push({ fault: shift > 0 ? 'late' : 'early', text: `${at}: onset ${ms(shift)}` });
    } else if (heard && Math.abs(shift) <= ONSET_TOLERANCE) {
      explained.add(nearest);
      const octave = Math.abs(heard.pitch - note.pitch) % 12 === 0;
      faults.push({ fault: octave ? 'octave' : 'pitch', text: `${at}: heard p${heard.pitch} (${ms(shift)})` });
    } else {
      const covering = estimated.find(
        (candidate) =>
          candidate.onset < note.onset && candidate.offset > note.onset + 0.02 && candidate.pitch === note.pitch,
      );
      if (covering) {
        faults.push({ fault: 'merged', text: `${at}: inside the note heard from ${covering.onset.toFixed(2)} s` });
      } else {
        const what = heard ? `; nearest heard p${heard.pitch} at ${ms(shift)}` : '';
        faults.push({ fault: 'missing', text: `${at}: not heard${what}` });
      }
    }
  }
  for (const [i, candidate] of estimated.entries()) {
    if (used.has(i) || explained.has(i)) continue;
    const span = `p${candidate.pitch} ${candidate.onset.toFixed(2)}–${candidate.offset.toFixed(2)} s`;
    const sung = reference.find((note) => candidate.onset > note.onset + 0.02 && candidate.onset < note.offset);
    const below = sung ? sung.pitch - candidate.pitch : 0;
    if (sung && [12, 19, 24].includes(below)) {
      // A stretch of the note heard an octave (a twelfth, two octaves) under it: the sung note is cut in two around it.
      faults.push({
        fault: 'under',
        text: `under: ${span}, ${below} semitones under the note of ${sung.onset.toFixed(2)} s`,
      });
    } else if (sung && below === 0) {
      // A second onset inside a sung note, on its pitch: one syllable heard as two notes.
      faults.push({
        fault: 'split',
        text: `split: ${span}, ${ms(candidate.onset - sung.onset)} into the note of ${sung.onset.toFixed(2)} s`,
      });
    } else faults.push({ fault: 'extra', text: `extra: ${span}` });
  }
  return { found: onsetErrors.length, reference: reference.length, estimated: estimated.length, onsetErrors, faults };
}

/** "3 late, 1 octave" over several diagnoses (empty when nothing is wrong). */
export function faultCounts(diagnoses: readonly Diagnosis[]): string {
  const counts = new Map<Fault, number>();
  for (const diagnosis of diagnoses)
    for (const { fault } of diagnosis.faults) counts.set(fault, (counts.get(fault) ?? 0) + 1);
  return [...counts].map(([fault, count]) => `${count} ${fault}`).join(', ');
}

/** Mean and worst |estimated − reference| onset (ms) of the notes found, and the mean signed error. */
export function onsetSummary(diagnoses: readonly Diagnosis[]): string {
  const errors = diagnoses.flatMap((diagnosis) => diagnosis.onsetErrors);
  if (!errors.length) return 'no notes found';
  const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
  const absolute = errors.reduce((a, b) => a + Math.abs(b), 0) / errors.length;
  const worst = Math.max(...errors.map(Math.abs));
  return `onsets of found notes: mean ${ms(mean)}, mean |error| ${Math.round(absolute * 1000)} ms, worst ${Math.round(worst * 1000)} ms`;
}
