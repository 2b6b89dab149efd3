import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconShoppingBagPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AddonView } from '../../../shared/schemas/catalog';
import { useCartButton } from './useCartButton';

/** Add to Cart → Added to Cart (disabled); Purchased (disabled) when owned; Included free without a price. */
/** `itemName` names the character for screen readers where many such buttons share a page. */
export function AddToCartButton({ addon, itemName, ...props }: { addon: AddonView; itemName?: string } & ButtonProps) {
  const { t } = useTranslation('store');
  const { state, add } = useCartButton(addon);
  const label = {
    add: t('addToCart'),
    added: t('addedToCart'),
    purchased: t('purchased'),
    unavailable: t('includedFree'),
  }[state];
  return (
    <Button
      {...props}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        add();
      }}
      disabled={state !== 'add'}
      variant={state === 'add' ? 'light' : 'default'}
      leftSection={
        state === 'add' ? (
          <IconShoppingBagPlus size={16} aria-hidden />
        ) : state === 'unavailable' ? null : (
          <IconCheck size={16} aria-hidden />
        )
      }
      data-state={state}
      aria-label={itemName ? `${label}: ${itemName}` : undefined}
    >
      {label}
    </Button>
  );
}
