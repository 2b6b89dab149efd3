import { useSyncExternalStore } from 'react';
import { COUNT_IN_BARS, type CountInBars } from '../../../../shared/studio/metronome';

/** The metronome and count-in: a preference of this browser (not part of the song). */
export interface TransportSettings {
  metronome: boolean;
  countInBars: CountInBars;
}

const STORAGE_KEY = 'cantara.studio.transport';
const DEFAULTS: TransportSettings = { metronome: false, countInBars: 0 };

function load(): TransportSettings {
  try {
    const saved = JSON.parse(
      globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null',
    ) as Partial<TransportSettings> | null;
    return {
      metronome: typeof saved?.metronome === 'boolean' ? saved.metronome : DEFAULTS.metronome,
      countInBars: COUNT_IN_BARS.includes(saved?.countInBars as CountInBars)
        ? (saved!.countInBars as CountInBars)
        : DEFAULTS.countInBars,
    };
  } catch {
    return { ...DEFAULTS };
  }
}

function createSettingsStore() {
  let state: TransportSettings | null = null;
  const listeners = new Set<() => void>();
  const get = () => {
    state ??= load();
    return state;
  };
  return {
    get,
    set(patch: Partial<TransportSettings>) {
      state = { ...get(), ...patch };
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(state));
      } catch {
        // private mode: kept for this page only
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const transportSettings = createSettingsStore();

export function useTransportSettings(): TransportSettings {
  return useSyncExternalStore(transportSettings.subscribe, transportSettings.get, transportSettings.get);
}
