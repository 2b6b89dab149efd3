import type { CharacterId } from '../characters';

/**
 * Each character's comfortable range (MIDI pitches): notes outside still render, and the editor marks
 * them. Apart from the voice presets (presets.ts) so that the editor's first screen needs only this.
 */
export const VOICE_RANGES: Record<CharacterId, { low: number; high: number }> = {
  hodo: { low: 48, high: 69 },
  nime: { low: 57, high: 86 },
  siae: { low: 53, high: 76 },
  lica: { low: 60, high: 88 },
  theo: { low: 48, high: 72 },
  oona: { low: 52, high: 76 },
  rena: { low: 57, high: 84 },
  augu: { low: 43, high: 67 },
  kyle: { low: 45, high: 74 },
  kaya: { low: 55, high: 84 },
  keis: { low: 57, high: 86 },
  kita: { low: 60, high: 89 },
  otis: { low: 40, high: 64 },
};
