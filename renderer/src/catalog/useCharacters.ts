import type { CharacterView } from '../../../shared/schemas/catalog';
import { usePageData } from '../app/pageData';
import { fetchCharacters } from './catalogApi';
import { type AsyncState, useAsync } from './useAsync';

/** The catalogue's characters; the ones the server sent with the page first. */
export function useCharacters(): AsyncState<CharacterView[]> {
  return useAsync(fetchCharacters, [], usePageData().characters);
}
