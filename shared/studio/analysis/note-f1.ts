/** A note as heard: seconds and a MIDI pitch. */
export interface TimedNote {
  onset: number;
  offset: number;
  pitch: number;
}

/**
 * The onset-only match transcription is usually scored with (mir_eval's): in reference order, a note
 * is found when an unused estimate starts within `onsetTolerance` seconds of it at the same pitch
 * (within half a semitone, so 50 cents either way). Answers, per reference note, the index of the
 * estimate that matched it, or -1.
 */
export function matchNotes(
  reference: readonly TimedNote[],
  estimated: readonly TimedNote[],
  onsetTolerance = 0.05,
): number[] {
  const used = new Set<number>();
  return reference.map((note) => {
    const index = estimated.findIndex(
      (candidate, i) =>
        !used.has(i) &&
        Math.abs(candidate.onset - note.onset) <= onsetTolerance &&
        Math.abs(candidate.pitch - note.pitch) < 0.5,
    );
    if (index >= 0) used.add(index);
    return index;
  });
}

/** Note F1 over matchNotes' match. */
export function noteF1(
  reference: readonly TimedNote[],
  estimated: readonly TimedNote[],
  onsetTolerance = 0.05,
): number {
  const matched = matchNotes(reference, estimated, onsetTolerance).filter((index) => index >= 0).length;
  const precision = estimated.length ? matched / estimated.length : 0;
  const recall = reference.length ? matched / reference.length : 0;
  return precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
}
