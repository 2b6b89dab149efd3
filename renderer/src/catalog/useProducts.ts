import { useEffect, useRef } from 'react';
import { currencyForLanguage } from '../../../shared/money';
import type { ProductsResponse } from '../../../shared/schemas/catalog';
import { useApiErrorHandler } from '../api/useApiErrorHandler';
import { usePageData } from '../app/pageData';
import { fetchProducts } from './catalogApi';
import { type AsyncState, useAsync } from './useAsync';
import { usePageLanguage } from './usePageLanguage';

/**
 * Product data in the page language's currency (ko krw, ja jpy, otherwise usd). A failure is
 * announced once with its catalogue handling (GET_PRODUCT_ERROR: an alert); the page shows its own
 * error state besides.
 */
export function useProducts(getFree = true): AsyncState<ProductsResponse> {
  const language = usePageLanguage();
  // The store's products as the server sent them with the page, when they are the ones asked for.
  const sent = usePageData().products;
  const initial = getFree && sent?.currency === currencyForLanguage(language) ? sent : undefined;
  const state = useAsync(() => fetchProducts(language, getFree), [language, getFree], initial);
  const handleError = useApiErrorHandler();
  const handleErrorRef = useRef(handleError);
  handleErrorRef.current = handleError;
  useEffect(() => {
    if (state.status === 'error') handleErrorRef.current(state.error);
  }, [state.status, state.error]);
  return state;
}
