import { Alert, Button, Group, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSubscribeInCart } from '../../cart/useSubscribeInCart';
import { useProducts } from '../../catalog/useProducts';

/**
 * A voucher-granted Artist plan is not paid for. Pricing shows it as the current plan (disabled, as
 * the spec says); here its holder can start paying for it: the paid plan takes over at once and the
 * voucher days left move the first payment back.
 */
export function VoucherPlanNotice() {
  const { t } = useTranslation('commerce');
  const products = useProducts(true);
  const pro = products.data?.data.plan.find((plan) => plan.text_content_id === 'pro');
  const subscribe = useSubscribeInCart();

  return (
    <Alert
      variant="light"
      color="violet"
      radius="md"
      icon={<IconTicket size={20} aria-hidden />}
      title={t('plan.voucher.title')}
      data-testid="plan-voucher"
    >
      <Text fz="sm" mb="sm">
        {t('plan.voucher.text')}
      </Text>
      <Group gap="sm">
        {(['year', 'month'] as const).map((period) => (
          <Button
            key={period}
            size="sm"
            variant={period === 'year' ? 'filled' : 'default'}
            disabled={!pro?.price[period]}
            onClick={() => subscribe(pro, period)}
            data-testid={`plan-subscribe-${period}`}
          >
            {t(`plan.voucher.${period}`)}
          </Button>
        ))}
      </Group>
    </Alert>
  );
}
