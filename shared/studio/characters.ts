import type { Language } from '../languages';

/**
 * The vocal characters as the studio knows them: the 4-letter id a track stores, the catalogue slug,
 * the language the character sings in by default (spec section 3) and the voice engine it sings with
 * (voice/engines/index.ts).
 */
export const STUDIO_CHARACTERS = [
  { id: 'hodo', slug: 'hodong', language: 'ko', engine: 'formant' },
  { id: 'nime', slug: 'nime', language: 'ja', engine: 'formant' },
  { id: 'siae', slug: 'siae', language: 'ko', engine: 'formant' },
  { id: 'lica', slug: 'lica', language: 'ja', engine: 'formant' },
  { id: 'theo', slug: 'theori', language: 'en', engine: 'formant' },
  { id: 'oona', slug: 'oona', language: 'en', engine: 'formant' },
  { id: 'rena', slug: 'rena', language: 'ko', engine: 'formant' },
  { id: 'augu', slug: 'augustin', language: 'en', engine: 'formant' },
  { id: 'kyle', slug: 'kyletheredfist', language: 'en', engine: 'formant' },
  { id: 'kaya', slug: 'kayanorunami', language: 'ja', engine: 'formant' },
  { id: 'keis', slug: 'keistellaria', language: 'en', engine: 'formant' },
  { id: 'kita', slug: 'kitane', language: 'ja', engine: 'formant' },
  { id: 'otis', slug: 'otiskingston', language: 'en', engine: 'formant' },
] as const satisfies ReadonlyArray<{ id: string; slug: string; language: Language; engine: string }>;

export type StudioCharacter = (typeof STUDIO_CHARACTERS)[number];
export type CharacterId = StudioCharacter['id'];
export const CHARACTER_IDS = STUDIO_CHARACTERS.map((character) => character.id) as [CharacterId, ...CharacterId[]];

/** A character by its 4-letter id or its slug, or undefined. */
export function findCharacter(idOrSlug: string): StudioCharacter | undefined {
  const key = idOrSlug.toLowerCase();
  return STUDIO_CHARACTERS.find((character) => character.id === key || character.slug === key);
}
