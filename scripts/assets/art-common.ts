import type { CharacterDesign } from './designs';

/** What every part of a character drawing shares: the outline and the design in hand. */

export const OUTLINE = '#1c1424';
export type Ctx = { d: CharacterDesign; color: string; slug: string };
export const stroke = (width = 4) =>
  `stroke="${OUTLINE}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
export function shoulderHalfWidth(build: CharacterDesign['build']): number {
  return build === 'broad' ? 108 : build === 'regular' ? 94 : 80;
}
