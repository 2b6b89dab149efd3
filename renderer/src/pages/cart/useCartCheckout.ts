import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { normalizeCodeInput } from '../../../../shared/commerce';
import type { Language } from '../../../../shared/languages';
import { currencyForLanguage } from '../../../../shared/money';
import type { CharacterView, ProductsResponse } from '../../../../shared/schemas/catalog';
import type { InvoicePreview, Promotion } from '../../../../shared/schemas/commerce';
import { ApiRequestError } from '../../api/client';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { accessTokenAtom, isRefreshTokenCheckedAtom } from '../../auth/authAtoms';
import { cartItemsAtom } from '../../cart/cartStorage';
import { fetchCharacters, fetchProducts, refreshProducts } from '../../catalog/catalogApi';
import { ownedAddonUuidsAtom, viewerPlanAtom, viewerPlanPaidAtom } from '../../catalog/ownership';
import { type OfferedItem, payModeOf, promotionFitsCart, pruneCart, removeFromCart } from '../../commerce/cartRules';
import { fetchInvoicePreview, fetchPromotion, lookupKeysAreValid } from '../../commerce/commerceApi';

export type CartLine =
  | {
      kind: 'addon';
      uuid: string;
      lookupKey: string;
      character: CharacterView | null;
      amount: { regular: number; current: number };
    }
  | {
      kind: 'plan';
      uuid: string;
      lookupKey: string;
      name: string;
      period: 'month' | 'year';
      trialDays: number;
      amount: { regular: number; current: number };
    };

const warning = (code: 'WARNING_CHANGED_CART' | 'WARNING_DELETED_PROMOTION') => new ApiRequestError(code, 0, code);

/**
 * The cart page's rules (spec sections 2, 4, 5): stale lookup keys refresh the products and warn,
 * owned or no-longer-offered items leave the cart, a promotion must fit the cart (checked again after
 * every removal), and the totals come from the invoice preview.
 */
export type CartCheckout = ReturnType<typeof useCartCheckout>;

export function useCartCheckout(language: Language) {
  const [items, setItems] = useAtom(cartItemsAtom);
  const owned = useAtomValue(ownedAddonUuidsAtom);
  const viewerPlan = useAtomValue(viewerPlanAtom);
  const viewerPlanPaid = useAtomValue(viewerPlanPaidAtom);
  const token = useAtomValue(accessTokenAtom);
  const authChecked = useAtomValue(isRefreshTokenCheckedAtom);
  const handleError = useApiErrorHandler();
  const currency = currencyForLanguage(language);

  const [products, setProducts] = useState<ProductsResponse | null>(null);
  const [characters, setCharacters] = useState<CharacterView[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [promotion, setPromotion] = useState<Promotion | null>(null);
  const [promoInput, setPromoInputRaw] = useState('');
  const [promoNotFound, setPromoNotFound] = useState(false);
  const [preview, setPreview] = useState<InvoicePreview | null>(null);
  const [previewLoading, setPreviewLoading] = useState(false);
  const validated = useRef(false);
  const staleAnnounced = useRef(false);

  // Products and characters; a stale cart (a lookup key no longer sold) refreshes the products first.
  // They load once per language: later cart changes do not reload them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored cart is validated once, on arrival
  useEffect(() => {
    let current = true;
    (async () => {
      try {
        if (!validated.current && items.length > 0) {
          validated.current = true;
          const valid = await lookupKeysAreValid(items.map((item) => item.lookup_key));
          if (!valid) {
            refreshProducts();
            staleAnnounced.current = true;
            handleError(warning('WARNING_CHANGED_CART'));
          }
        }
        const [loadedProducts, loadedCharacters] = await Promise.all([
          fetchProducts(language, true, currency),
          fetchCharacters(),
        ]);
        if (!current) return;
        setProducts(loadedProducts);
        setCharacters(loadedCharacters);
      } catch (error) {
        if (!current) return;
        setLoadFailed(true);
        handleError(error);
      }
    })();
    return () => {
      current = false;
    };
  }, [language, currency]);

  const planIds = useMemo(
    () => new Set((products?.data.plan ?? []).map((plan) => plan.text_content_id as string)),
    [products],
  );
  const payMode = payModeOf(items, planIds);

  // Owned items (and a plan the user already has) and items no longer offered leave the cart.
  const pruned = useMemo(() => {
    if (!products) return null;
    const offered: OfferedItem[] = [
      ...products.data.addon.map((addon) => ({
        uuid: addon.uuid,
        kind: 'addon' as const,
        lookupKeys: !addon.is_free && addon.price.permanent.lookup_key ? [addon.price.permanent.lookup_key] : [],
      })),
      ...products.data.plan.map((plan) => ({
        uuid: plan.text_content_id as string,
        kind: 'plan' as const,
        lookupKeys: [plan.price.month?.lookup_key, plan.price.year?.lookup_key].filter((key): key is string =>
          Boolean(key),
        ),
      })),
    ];
    const unavailable = new Set(owned);
    // A paid plan cannot be bought twice; one a voucher granted can be (it is not paid for).
    if (viewerPlan && viewerPlan !== 'basic' && viewerPlanPaid) for (const id of planIds) unavailable.add(id);
    return pruneCart(items, offered, unavailable);
  }, [products, owned, viewerPlan, viewerPlanPaid, planIds, items]);
  const pruning = pruned !== null && pruned.removedOwned + pruned.removedStale > 0;

  useEffect(() => {
    if (!pruned || !pruning) return;
    setItems(pruned.items);
    // A stale cart found by the lookup-key check has been announced already.
    if (pruned.removedStale > 0 && !staleAnnounced.current) handleError(warning('WARNING_CHANGED_CART'));
    staleAnnounced.current = false;
  }, [pruned, pruning, setItems, handleError]);

  /** Drops the promotion and empties its field. */
  const clearPromotion = useCallback(() => {
    setPromotion(null);
    setPromoInputRaw('');
    setPromoNotFound(false);
  }, []);
  const setPromoInput = useCallback((value: string) => {
    setPromoInputRaw(normalizeCodeInput(value));
    setPromoNotFound(false);
  }, []);

  // A promotion is checked again whenever the cart changes.
  useEffect(() => {
    if (promotion && !promotionFitsCart(promotion.applies_to, items, planIds)) {
      clearPromotion();
      handleError(warning('WARNING_DELETED_PROMOTION'));
    }
  }, [items, promotion, planIds, handleError, clearPromotion]);

  // Totals from the server's invoice preview.
  const keys = useMemo(() => items.map((item) => item.lookup_key), [items]);
  useEffect(() => {
    // While the cart is being pruned its keys are not all sold: wait for the pruned cart.
    if (!keys.length || !products || !authChecked || pruning) {
      setPreview(null);
      return;
    }
    let current = true;
    setPreviewLoading(true);
    fetchInvoicePreview({ lookupKeys: keys, promoCode: promotion?.code ?? null, currency, accessToken: token, payMode })
      .then((result) => current && setPreview(result))
      .catch((error: unknown) => {
        if (!current) return;
        setPreview(null);
        handleError(error, {
          overrides: {
            GET_INVOICE_PREVIEW_ERROR: (apiError) => {
              setItems([]);
              handleError(apiError, { overrides: {} });
            },
            WARNING_DELETED_PROMOTION: (apiError) => {
              clearPromotion();
              handleError(apiError, { overrides: {} });
            },
            GET_PROMOTION_NOT_FOUND: (apiError) => {
              clearPromotion();
              handleError(apiError, { overrides: {} });
            },
          },
        });
      })
      .finally(() => current && setPreviewLoading(false));
    return () => {
      current = false;
    };
  }, [
    keys,
    promotion,
    currency,
    token,
    products,
    authChecked,
    pruning,
    payMode,
    handleError,
    setItems,
    clearPromotion,
  ]);

  const lines: CartLine[] = useMemo(() => {
    if (!products) return [];
    const addonByUuid = new Map(products.data.addon.map((addon) => [addon.uuid, addon]));
    const planById = new Map(products.data.plan.map((plan) => [plan.text_content_id as string, plan]));
    const characterByAddon = new Map((characters ?? []).map((character) => [character.addon_uuid, character]));
    return items.flatMap((item): CartLine[] => {
      const addon = addonByUuid.get(item.uuid);
      if (addon) {
        return [
          {
            kind: 'addon',
            uuid: item.uuid,
            lookupKey: item.lookup_key,
            character: characterByAddon.get(item.uuid) ?? null,
            amount: addon.price.permanent.unit_amount,
          },
        ];
      }
      const plan = planById.get(item.uuid);
      const period = plan?.price.year?.lookup_key === item.lookup_key ? 'year' : 'month';
      const price = plan?.price[period];
      if (!plan || !price) return [];
      return [
        {
          kind: 'plan',
          uuid: item.uuid,
          lookupKey: item.lookup_key,
          name: plan.text_content[language],
          period,
          trialDays: plan.trial_days,
          amount: price.unit_amount,
        },
      ];
    });
  }, [items, products, characters, language]);

  /**
   * Applies the code in the field: an unknown code answers GET_PROMOTION_NOT_FOUND (shown under the
   * field); a code that fits no item is refused with WARNING_DELETED_PROMOTION and the field emptied.
   */
  const applyPromotion = useCallback(async (): Promise<void> => {
    const code = promoInput.trim();
    if (!code) return;
    setPromoNotFound(false);
    try {
      const found = await fetchPromotion(code);
      if (!promotionFitsCart(found.applies_to, items, planIds)) {
        clearPromotion();
        handleError(warning('WARNING_DELETED_PROMOTION'));
        return;
      }
      setPromotion(found);
      setPromoInputRaw(found.code);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'GET_PROMOTION_NOT_FOUND') setPromoNotFound(true);
      else handleError(error);
    }
  }, [promoInput, items, planIds, handleError, clearPromotion]);

  return {
    items,
    lines,
    products,
    currency,
    payMode,
    loading: !products && !loadFailed,
    loadFailed,
    promotion,
    promoInput,
    setPromoInput,
    promoNotFound,
    applyPromotion,
    clearPromotion,
    preview,
    previewLoading,
    remove: (uuid: string) => setItems((current) => removeFromCart(current, uuid)),
  };
}
