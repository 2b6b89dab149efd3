import type { ProductsResponse } from '../../../shared/schemas/catalog';
import { fetchProducts } from './catalogApi';
import { type AsyncState, useAsync } from './useAsync';
import { usePageLanguage } from './usePageLanguage';

/** Product data in the page language's currency (ko krw, ja jpy, otherwise usd). */
export function useProducts(getFree = true): AsyncState<ProductsResponse> {
  const language = usePageLanguage();
  return useAsync(() => fetchProducts(language, getFree), [language, getFree]);
}
