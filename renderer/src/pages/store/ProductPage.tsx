import { Anchor, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { localized } from '../../catalog/localized';
import { useStopSampleOnLeave } from '../../catalog/samplePlayer';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { type StoreItem, useStoreItems } from '../../catalog/useStoreItems';
import { OtherCharacters } from './OtherCharacters';
import { ProductGallery } from './ProductGallery';
import classes from './ProductPage.module.css';
import { type Currency, ProductSummary } from './ProductSummary';

export function ProductPage() {
  const { id } = useParams();
  const { t } = useTranslation('store');
  const localize = useLocalizedPath();
  const { status, items, products } = useStoreItems();
  const item = items.find((candidate) => candidate.character.id === id);
  const language = usePageLanguage();
  const name = item ? localized(item.character.text_content, language).name : null;
  usePageHead(name ?? t('productTitle'), name ? t('productDescription', { name }) : undefined);

  if (status === 'loading') {
    return (
      <Container w="100%" size="lg" py={72}>
        <Skeleton h={560} radius="lg" />
      </Container>
    );
  }
  if (!item || !products) {
    return (
      <Container w="100%" size="sm" py={96}>
        <Stack align="center" ta="center">
          <Title order={1}>{t('notFound.title')}</Title>
          <Text c="dimmed">{status === 'error' ? t('loadError') : t('notFound.text')}</Text>
          <Button component={Link} to={localize(PAGE_ROUTES.store)} variant="light">
            {t('notFound.back')}
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <ProductDetail
      key={item.character.id}
      item={item}
      items={items}
      currency={products.currency}
      decimalUnit={products.decimal_unit}
    />
  );
}

function ProductDetail({
  item,
  items,
  currency,
  decimalUnit,
}: {
  item: StoreItem;
  items: StoreItem[];
  currency: Currency;
  decimalUnit: number;
}) {
  const { t } = useTranslation('store');
  const localize = useLocalizedPath();
  const { character } = item;
  useStopSampleOnLeave();

  return (
    <Container w="100%" size="lg" py={{ base: 24, sm: 56 }} style={{ '--character-color': character.color }}>
      <Anchor component={Link} to={localize(PAGE_ROUTES.store)} fz="sm" c="dimmed">
        ← {t('backToStore')}
      </Anchor>
      <div className={classes.layout}>
        <ProductGallery character={character} />
        <ProductSummary item={item} currency={currency} decimalUnit={decimalUnit} />
      </div>

      <OtherCharacters items={items} current={character.id} />
    </Container>
  );
}
