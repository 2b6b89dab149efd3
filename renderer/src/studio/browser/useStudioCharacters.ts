import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { Language } from '../../../../shared/languages';
import { STUDIO_CHARACTERS } from '../../../../shared/studio/characters';
import { userInfoAtom } from '../../auth/authAtoms';
import { localized } from '../../catalog/localized';
import { useCharacters } from '../../catalog/useCharacters';
import { usePageLanguage } from '../../catalog/usePageLanguage';

export type StudioCharacterView = {
  id: string;
  name: string;
  thumbnail: string | null;
  color: string;
  language: Language;
  /** The user's plan or purchases let them sing with this character. */
  allowed: boolean;
};

/** The studio's characters with their names and pictures from the catalogue and whether this user may use them. */
export function useStudioCharacters(): { list: StudioCharacterView[]; byId: Map<string, StudioCharacterView> } {
  const language = usePageLanguage();
  const user = useAtomValue(userInfoAtom);
  const catalogue = useCharacters();
  return useMemo(() => {
    const allowed = new Set(user?.instrument_ids ?? []);
    const views = catalogue.status === 'success' ? catalogue.data : [];
    const list = STUDIO_CHARACTERS.map((character): StudioCharacterView => {
      const view = views.find((candidate) => candidate.id === character.id);
      return {
        id: character.id,
        // Until the catalogue answers, no name rather than the raw slug.
        name: view ? localized(view.text_content, language).name : '',
        thumbnail: view?.images.thumbnail ?? null,
        color: view?.color ?? '#7750f1',
        language: character.language,
        allowed: allowed.has(character.id),
      };
    }).sort((a, b) => Number(b.allowed) - Number(a.allowed));
    return { list, byId: new Map(list.map((character) => [character.id, character])) };
  }, [catalogue, user, language]);
}
