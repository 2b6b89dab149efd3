import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Currency, formatMoney } from '../../../shared/money';

type Props = {
  amount: { regular: number; current: number };
  currency: Currency;
  decimalUnit: number;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  free?: boolean;
};

/** A price from minor units: the current amount, with the regular one struck through when it is lower. */
export function Price({ amount, currency, decimalUnit, size = 'md', free }: Props) {
  const { t } = useTranslation('store');
  if (free) {
    return (
      <Text fw={700} fz={size} c="teal.3">
        {t('free')}
      </Text>
    );
  }
  const discounted = amount.current < amount.regular;
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text fw={750} fz={size} data-testid="price">
        {formatMoney(amount.current, currency, decimalUnit)}
      </Text>
      {discounted && (
        <Text component="s" c="dimmed" fz="xs" td="line-through" aria-label={t('regularPrice')}>
          {formatMoney(amount.regular, currency, decimalUnit)}
        </Text>
      )}
    </Group>
  );
}
