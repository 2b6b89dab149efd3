import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import classes from './CartPage.module.css';

/** The cart with nothing in it: what a first visitor sees, and the prerendered page. */
export function EmptyCart() {
  const { t } = useTranslation('commerce');
  const localize = useLocalizedPath();
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }} w="100%">
      <Stack align="center" ta="center" gap="md" data-testid="cart-empty">
        <div className={classes.emptyIcon} aria-hidden>
          <IconShoppingBag size={40} stroke={1.6} />
        </div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('cart.emptyTitle')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('cart.emptyText')}
        </Text>
        <Button component={Link} to={localize(PAGE_ROUTES.store)} size="md" mt="sm">
          {t('cart.browseStore')}
        </Button>
      </Stack>
    </Container>
  );
}
