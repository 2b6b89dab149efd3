import type { TempoChange } from '../document';
import { tickToSeconds } from '../time';

/** Tick → seconds over a song's tempo map, as the voice engine asks it (the studio's time helpers do the work). */
export interface TempoMap {
  seconds(tick: number): number;
}

export function createTempoMap(tempos: readonly TempoChange[]): TempoMap {
  const changes = tempos.length > 0 ? tempos : [{ tick: 0, bpm: 120 }];
  return { seconds: (tick) => tickToSeconds(changes, tick) };
}
