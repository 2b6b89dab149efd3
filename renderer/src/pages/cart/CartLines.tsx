import { ActionIcon, Text } from '@mantine/core';
import { IconSparkles, IconTrash } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductsResponse } from '../../../../shared/schemas/catalog';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { localized } from '../../catalog/localized';
import { Price } from '../../catalog/Price';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import classes from './CartPage.module.css';
import type { CartLine } from './useCartCheckout';

/** A subscription plan in the cart: its billing period, trial and price per period. */
export function PlanLine({
  line,
  money,
  onRemove,
}: {
  line: Extract<CartLine, { kind: 'plan' }>;
  money: (amount: number) => string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('commerce');
  return (
    <li className={classes.item} data-testid="cart-item" data-uuid={line.uuid}>
      <div className={classes.planThumb} aria-hidden>
        <IconSparkles size={34} stroke={1.6} />
      </div>
      <div className={classes.itemText}>
        <Text fz="xs" c="dimmed">
          {t('cart.planLabel')}
        </Text>
        <Text fw={700} lineClamp={1}>
          {line.name}
        </Text>
        <Text fz="xs" c={line.trialDays ? 'teal.3' : 'dimmed'}>
          {line.period === 'year' ? t('cart.billedYearly') : t('cart.billedMonthly')}
          {line.trialDays ? ` · ${t('cart.trial', { count: line.trialDays })}` : ''}
        </Text>
      </div>
      <div className={classes.itemPrice}>
        <Text fw={750}>
          {t(line.period === 'year' ? 'cart.perYear' : 'cart.perMonth', { price: money(line.amount.current) })}
        </Text>
      </div>
      <RemoveButton name={line.name} onRemove={onRemove} />
    </li>
  );
}

/** A character in the cart: its picture linking to its store page, its vendor, name and price. */
export function CharacterLine({
  line,
  products,
  onRemove,
}: {
  line: Extract<CartLine, { kind: 'addon' }>;
  products: ProductsResponse | null;
  onRemove: () => void;
}) {
  const { t } = useTranslation('commerce');
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const name = line.character ? localized(line.character.text_content, language).name : line.uuid;
  return (
    <li
      className={classes.item}
      data-testid="cart-item"
      data-uuid={line.uuid}
      style={{ '--character-color': line.character?.color ?? '#8866f3' } as CSSProperties}
    >
      {line.character ? (
        <Link to={localize(`/pricing/store/product/${line.character.id}`)} className={classes.thumb}>
          <img src={line.character.images.thumbnail} alt="" width={88} height={88} loading="lazy" />
        </Link>
      ) : (
        <span className={classes.thumb} />
      )}
      <div className={classes.itemText}>
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {line.character?.vendor}
        </Text>
        <Text fw={700} lineClamp={1}>
          {name}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('cart.ownershipNote')}
        </Text>
      </div>
      <div className={classes.itemPrice}>
        {products && <Price amount={line.amount} currency={products.currency} decimalUnit={products.decimal_unit} />}
      </div>
      <RemoveButton name={name} onRemove={onRemove} />
    </li>
  );
}

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation('commerce');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={onRemove}
      aria-label={t('cart.remove', { name })}
      data-testid="cart-remove"
    >
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}
