import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useHydrated } from '../app/useHydrated';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { cartItemsAtom } from '../cart/cartStorage';

export function CartButton() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  const storedCount = useAtomValue(cartItemsAtom).length;
  // The prerendered header has an empty cart; the stored count shows once the page has hydrated.
  const count = useHydrated() ? storedCount : 0;
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4} color="pink" data-testid="cart-count">
      <ActionIcon
        component={Link}
        to={localize(PAGE_ROUTES.cart)}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('nav.cartWithCount', { count })}
      >
        <IconShoppingBag size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
