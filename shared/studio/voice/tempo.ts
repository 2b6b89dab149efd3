import type { TempoChange } from '../document';
import { TICKS_PER_QUARTER } from '../limits';

/**
 * Tick → seconds over a tempo map (sorted, first at tick 0). A minimal copy for the voice engine;
 * the editor's time helpers may replace it (same contract).
 */
export interface TempoMap {
  seconds(tick: number): number;
}

export function createTempoMap(tempos: readonly TempoChange[]): TempoMap {
  const changes = tempos.length > 0 ? [...tempos] : [{ tick: 0, bpm: 120 }];
  const starts: number[] = [];
  let seconds = 0;
  for (let index = 0; index < changes.length; index += 1) {
    if (index > 0) {
      const previous = changes[index - 1]!;
      seconds += ((changes[index]!.tick - previous.tick) / TICKS_PER_QUARTER) * (60 / previous.bpm);
    }
    starts.push(seconds);
  }
  return {
    seconds(tick) {
      let index = changes.length - 1;
      while (index > 0 && changes[index]!.tick > tick) index -= 1;
      const change = changes[index]!;
      return starts[index]! + ((tick - change.tick) / TICKS_PER_QUARTER) * (60 / change.bpm);
    },
  };
}
