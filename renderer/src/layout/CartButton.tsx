import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { cartItemsAtom } from '../cart/cartStorage';

export function CartButton() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  const count = useAtomValue(cartItemsAtom).length;
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
