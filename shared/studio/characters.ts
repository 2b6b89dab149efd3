import type { Language } from '../languages';

/**
 * The vocal characters as the studio knows them: the 4-letter id a track stores, the catalogue slug
 * and the language the character sings in by default (spec section 3).
 */
export const STUDIO_CHARACTERS = [
  { id: 'hodo', slug: 'hodong', language: 'ko' },
  { id: 'nime', slug: 'nime', language: 'ja' },
  { id: 'siae', slug: 'siae', language: 'ko' },
  { id: 'lica', slug: 'lica', language: 'ja' },
  { id: 'theo', slug: 'theori', language: 'en' },
  { id: 'oona', slug: 'oona', language: 'en' },
  { id: 'rena', slug: 'rena', language: 'ko' },
  { id: 'augu', slug: 'augustin', language: 'en' },
  { id: 'kyle', slug: 'kyletheredfist', language: 'en' },
  { id: 'kaya', slug: 'kayanorunami', language: 'ja' },
  { id: 'keis', slug: 'keistellaria', language: 'en' },
  { id: 'kita', slug: 'kitane', language: 'ja' },
  { id: 'otis', slug: 'otiskingston', language: 'en' },
] as const satisfies ReadonlyArray<{ id: string; slug: string; language: Language }>;

export type StudioCharacter = (typeof STUDIO_CHARACTERS)[number];
export type CharacterId = StudioCharacter['id'];
export const CHARACTER_IDS = STUDIO_CHARACTERS.map((character) => character.id) as [CharacterId, ...CharacterId[]];

/** A character by its 4-letter id or its slug, or undefined. */
export function findCharacter(idOrSlug: string): StudioCharacter | undefined {
  const key = idOrSlug.toLowerCase();
  return STUDIO_CHARACTERS.find((character) => character.id === key || character.slug === key);
}
