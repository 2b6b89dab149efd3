import type { CharacterView } from '../../../shared/schemas/catalog';
import { fetchCharacters } from './catalogApi';
import { type AsyncState, useAsync } from './useAsync';

export function useCharacters(): AsyncState<CharacterView[]> {
  return useAsync(fetchCharacters, []);
}
