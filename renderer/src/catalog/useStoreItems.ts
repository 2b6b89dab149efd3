import { useMemo } from 'react';
import type { AddonView, CharacterView, ProductsResponse } from '../../../shared/schemas/catalog';
import { useCharacters } from './useCharacters';
import { useProducts } from './useProducts';

export type StoreItem = { character: CharacterView; addon: AddonView };

/** Characters joined with their add-on (price, lookup key), in catalogue order. */
export function useStoreItems(): {
  status: 'loading' | 'error' | 'success';
  items: StoreItem[];
  products: ProductsResponse | undefined;
} {
  const characters = useCharacters();
  const products = useProducts(true);
  const items = useMemo(() => {
    if (!characters.data || !products.data) return [];
    const addonByUuid = new Map(products.data.data.addon.map((addon) => [addon.uuid, addon]));
    return characters.data.flatMap((character) => {
      const addon = character.addon_uuid ? addonByUuid.get(character.addon_uuid) : undefined;
      return addon ? [{ character, addon }] : [];
    });
  }, [characters.data, products.data]);
  const status =
    characters.status === 'error' || products.status === 'error'
      ? 'error'
      : characters.data && products.data
        ? 'success'
        : 'loading';
  return { status, items, products: products.data };
}
