/** A note as heard: seconds and a MIDI pitch. */
export interface TimedNote {
  onset: number;
  offset: number;
  pitch: number;
}

/**
 * Note F1 as transcription is usually scored (mir_eval's onset-only match): a reference note is
 * found when an unused estimate starts within `onsetTolerance` seconds of it at the same pitch
 * (within half a semitone, so 50 cents either way).
 */
export function noteF1(
  reference: readonly TimedNote[],
  estimated: readonly TimedNote[],
  onsetTolerance = 0.05,
): number {
  const used = new Set<number>();
  let matched = 0;
  for (const note of reference) {
    const index = estimated.findIndex(
      (candidate, i) =>
        !used.has(i) &&
        Math.abs(candidate.onset - note.onset) <= onsetTolerance &&
        Math.abs(candidate.pitch - note.pitch) < 0.5,
    );
    if (index >= 0) {
      used.add(index);
      matched += 1;
    }
  }
  const precision = estimated.length ? matched / estimated.length : 0;
  const recall = reference.length ? matched / reference.length : 0;
  return precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
}
