import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSparkles, IconTag, IconTrash, IconX } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CODE_MAX_LENGTH } from '../../../../shared/commerce';
import { formatMoney } from '../../../../shared/money';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { ProductsResponse } from '../../../../shared/schemas/catalog';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { localized } from '../../catalog/localized';
import { Price } from '../../catalog/Price';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { useCheckout } from '../../commerce/useCheckout';
import classes from './CartPage.module.css';
import { EmptyCart } from './EmptyCart';
import { type CartLine, useCartCheckout } from './useCartCheckout';

/** The cart with its items, their prices, a promotion code and the checkout. */
export function CartContents() {
  const { t } = useTranslation('commerce');
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const cart = useCartCheckout(language);
  const checkout = useCheckout();
  const money = (amount: number) =>
    formatMoney(amount, cart.currency, cart.preview?.decimal_unit ?? cart.products?.decimal_unit);

  if (cart.items.length === 0) return <EmptyCart />;

  const onCheckout = () =>
    void checkout.start(
      {
        lookupKeys: cart.items.map((item) => item.lookup_key),
        payMode: cart.payMode,
        currency: cart.currency,
        promoCode: cart.promotion?.code,
      },
      { WARNING_DELETED_PROMOTION: () => cart.clearPromotion() },
    );

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }} w="100%">
      <Group gap="sm" align="baseline" mb={{ base: 20, sm: 32 }}>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('cart.title')}
        </Title>
        <Text c="dimmed" data-testid="cart-count-label">
          {t('cart.itemCount', { count: cart.items.length })}
        </Text>
      </Group>

      <div className={classes.layout}>
        <section aria-label={t('cart.itemsLabel')}>
          {cart.loadFailed && (
            <Alert color="red" variant="light" mb="md">
              {t('cart.loadError')}
            </Alert>
          )}
          <ul className={classes.items} data-testid="cart-items">
            {cart.loading &&
              cart.items.map((item) => (
                <li key={item.uuid}>
                  <Skeleton h={104} radius="lg" />
                </li>
              ))}
            {cart.lines.map((line) =>
              line.kind === 'plan' ? (
                <li key={line.uuid} className={classes.item} data-testid="cart-item" data-uuid={line.uuid}>
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
                      {t(line.period === 'year' ? 'cart.perYear' : 'cart.perMonth', {
                        price: money(line.amount.current),
                      })}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    onClick={() => cart.remove(line.uuid)}
                    aria-label={t('cart.remove', { name: line.name })}
                    data-testid="cart-remove"
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </li>
              ) : (
                <CharacterLine
                  key={line.uuid}
                  line={line}
                  products={cart.products}
                  onRemove={() => cart.remove(line.uuid)}
                />
              ),
            )}
          </ul>
          <Button component={Link} to={localize(PAGE_ROUTES.store)} variant="subtle" mt="md" px={0}>
            {t('cart.continueShopping')}
          </Button>
        </section>

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
              loading={checkout.pending}
              disabled={cart.loading || cart.previewLoading || !cart.preview}
              data-testid="checkout-button"
            >
              {t('cart.checkout')}
            </Button>
          </Stack>
        </Paper>
      </div>
    </Container>
  );
}

function CharacterLine({
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
    </li>
  );
}
