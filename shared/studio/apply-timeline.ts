import { type ApplyResult, byTick, unchanged } from './command-result';
import type { ProjectDocument, TempoChange, TimeSignatureChange } from './document';

/** The tempo and time-signature maps as one undoable change each. */
export function setTempoMap(doc: ProjectDocument, tempos: TempoChange[]): ApplyResult {
  const sorted = uniqueByTick(tempos);
  if (!sorted.length || sorted[0]!.tick !== 0 || JSON.stringify(sorted) === JSON.stringify(doc.tempos)) {
    return unchanged(doc);
  }
  return {
    document: { ...doc, tempos: sorted },
    inverse: { type: 'setTempoMap', tempos: doc.tempos },
    changed: true,
  };
}

export function setTimeSignatureMap(doc: ProjectDocument, signatures: TimeSignatureChange[]): ApplyResult {
  const sorted = uniqueByTick(signatures);
  if (!sorted.length || sorted[0]!.tick !== 0 || JSON.stringify(sorted) === JSON.stringify(doc.timeSignatures)) {
    return unchanged(doc);
  }
  return {
    document: { ...doc, timeSignatures: sorted },
    inverse: { type: 'setTimeSignatureMap', timeSignatures: doc.timeSignatures },
    changed: true,
  };
}

/** Sorted by tick; of several items on one tick the last given wins. */
export function uniqueByTick<T extends { tick: number }>(items: readonly T[]): T[] {
  const byTickMap = new Map<number, T>();
  for (const item of items) byTickMap.set(item.tick, item);
  return [...byTickMap.values()].sort(byTick);
}
