import { prepareMoneyFormat } from '../../../shared/money';
import type { ProductsResponse } from '../../../shared/schemas/catalog';
import { yieldToBrowser } from '../app/stepByStep';
import { fetchProducts } from './catalogApi';
import { type AsyncState, useAsync } from './useAsync';
import { usePageLanguage } from './usePageLanguage';

/** Product data in the page language's currency (ko krw, ja jpy, otherwise usd). */
export function useProducts(getFree = true): AsyncState<ProductsResponse> {
  const language = usePageLanguage();
  return useAsync(async () => {
    const products = await fetchProducts(language, getFree);
    // A page's first price format is slow to build: built in a task of its own, it does not
    // lengthen the one that renders the prices.
    await yieldToBrowser();
    prepareMoneyFormat(products.currency, language, products.decimal_unit);
    return products;
  }, [language, getFree]);
}
