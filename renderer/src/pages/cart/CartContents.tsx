import { Alert, Button, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../../shared/money';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { useCheckout } from '../../commerce/useCheckout';
import { CharacterLine, PlanLine } from './CartLines';
import classes from './CartPage.module.css';
import { CartSummary } from './CartSummary';
import { EmptyCart } from './EmptyCart';
import { useCartCheckout } from './useCartCheckout';

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
                <PlanLine key={line.uuid} line={line} money={money} onRemove={() => cart.remove(line.uuid)} />
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

        <CartSummary cart={cart} money={money} onCheckout={onCheckout} checkoutPending={checkout.pending} />
      </div>
    </Container>
  );
}
