import { Container, Skeleton } from '@mantine/core';
import { getDefaultStore, useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../app/useHydrated';
import { usePageHead } from '../../app/usePageHead';
import { cartItemsAtom } from '../../cart/cartStorage';
import { EmptyCart } from './EmptyCart';

/**
 * The cart's items, prices and checkout (and their API calls and schemas) load only for a cart with
 * something in it: a first visitor's empty cart, the prerendered page, starts without them.
 */
const loadCartContents = () => import('./CartContents');
const CartContents = lazy(() => loadCartContents().then((m) => ({ default: m.CartContents })));

// A stored cart's contents start loading with the page's own code, not once the page first renders.
if (typeof window !== 'undefined' && getDefaultStore().get(cartItemsAtom).length > 0) void loadCartContents();

export function CartPage() {
  const { t } = useTranslation('commerce');
  usePageHead(t('cart.title'));
  const items = useAtomValue(cartItemsAtom);
  // The prerendered page is a first visitor's empty cart: a saved cart shows once the page has hydrated.
  const hydrated = useHydrated();
  if (!hydrated || items.length === 0) return <EmptyCart />;
  return (
    <Suspense
      fallback={
        <Container size="lg" py={{ base: 32, sm: 56 }} w="100%">
          <Skeleton h={320} radius="lg" />
        </Container>
      }
    >
      <CartContents />
    </Suspense>
  );
}
