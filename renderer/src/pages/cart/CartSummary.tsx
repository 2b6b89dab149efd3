import { ActionIcon, Badge, Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTag, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH } from '../../../../shared/commerce';
import classes from './CartPage.module.css';
import type { CartCheckout } from './useCartCheckout';

type Props = {
  cart: CartCheckout;
  money: (amount: number) => string;
  onCheckout: () => void;
  checkoutPending: boolean;
};

/** The order summary beside the items: subtotal, promotion code, discount, total and the checkout button. */
export function CartSummary({ cart, money, onCheckout, checkoutPending }: Props) {
  const { t } = useTranslation('commerce');
  return (
    <Paper component="aside" className={classes.summary} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="md">
        {t('cart.summary')}
      </Title>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text c="dimmed">{t('cart.subtotal')}</Text>
          <Text fw={600} data-testid="cart-subtotal">
            {cart.preview ? money(cart.preview.subtotal) : '—'}
          </Text>
        </Group>

        <PromotionCode cart={cart} />

        {cart.preview?.discount ? (
          <Group justify="space-between">
            <Text c="dimmed">{t('cart.discount')}</Text>
            <Text fw={600} c="teal.3" data-testid="cart-discount">
              −{money(cart.preview.discount)}
            </Text>
          </Group>
        ) : null}
        <Divider my={4} />
        <Group justify="space-between" align="baseline">
          <Text fw={700}>{cart.payMode === 'subscription' ? t('cart.dueToday') : t('cart.estimatedTotal')}</Text>
          <Text fw={800} fz="xl" data-testid="cart-total">
            {cart.preview ? money(cart.preview.total) : '—'}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {cart.currency === 'krw' ? t('cart.taxIncluded') : t('cart.taxExcluded')}
        </Text>
        <Button
          size="md"
          mt="sm"
          fullWidth
          onClick={onCheckout}
          loading={checkoutPending}
          disabled={cart.loading || cart.previewLoading || !cart.preview}
          data-testid="checkout-button"
        >
          {t('cart.checkout')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The code field and, once a code applies, its badge (with a button that takes it off) and percentage. */
function PromotionCode({ cart }: { cart: CartCheckout }) {
  const { t } = useTranslation('commerce');
  return (
    <>
      <form
        className={classes.promoForm}
        onSubmit={(event) => {
          event.preventDefault();
          void cart.applyPromotion();
        }}
      >
        <TextInput
          label={t('cart.promoLabel')}
          placeholder={t('cart.promoPlaceholder')}
          value={cart.promoInput}
          onChange={(event) => cart.setPromoInput(event.currentTarget.value)}
          maxLength={CODE_MAX_LENGTH}
          disabled={Boolean(cart.promotion)}
          error={cart.promoNotFound ? t('cart.promoNotFound') : undefined}
          leftSection={<IconTag size={16} aria-hidden />}
          autoComplete="off"
          data-testid="promo-input"
          className={classes.promoInput}
        />
        <Button
          type="submit"
          variant="light"
          disabled={!cart.promoInput.trim() || Boolean(cart.promotion)}
          data-testid="promo-apply"
        >
          {t('cart.apply')}
        </Button>
      </form>
      {cart.promotion && (
        <Group justify="space-between" wrap="nowrap">
          <Badge
            variant="light"
            color="teal"
            size="lg"
            rightSection={
              <ActionIcon
                size="xs"
                variant="transparent"
                color="teal"
                onClick={cart.clearPromotion}
                aria-label={t('cart.removePromo')}
              >
                <IconX size={12} aria-hidden />
              </ActionIcon>
            }
            tt="none"
            data-testid="promo-applied"
          >
            {cart.promotion.code}
          </Badge>
          <Text fz="sm" c="teal.3">
            {t('cart.percentOff', { percent: cart.promotion.percent_off })}
          </Text>
        </Group>
      )}
    </>
  );
}
