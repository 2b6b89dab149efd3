import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { ProductsResponse } from '../../../../shared/schemas/catalog';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { AddToCartButton } from '../../catalog/CartButtonFor';
import { localized } from '../../catalog/localized';
import { Price } from '../../catalog/Price';
import { useSamplePlayer } from '../../catalog/samplePlayer';
import { TagList } from '../../catalog/TagList';
import { useCartButton } from '../../catalog/useCartButton';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import type { StoreItem } from '../../catalog/useStoreItems';
import { vatNoteKey } from '../pricing/saleBanner';
import classes from './ProductPage.module.css';

export type Currency = ProductsResponse['currency'];

/** Beside the picture: vendor, name, tags, voice, price, the sample, the ways to buy and the story. */
export function ProductSummary({
  item,
  currency,
  decimalUnit,
}: {
  item: StoreItem;
  currency: Currency;
  decimalUnit: number;
}) {
  const { t } = useTranslation('store');
  const language = usePageLanguage();
  const { character, addon } = item;
  const text = localized(character.text_content, language);
  const { playing, toggle } = useSamplePlayer();
  const isPlaying = playing === character.id;

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm" fw={600}>
        {character.vendor}
      </Text>
      <Title order={1} className={classes.name}>
        {text.name}
      </Title>
      <TagList tags={character.tags} language={language} />
      <Text fz="sm" c="dark.1">
        {t('voiceProvider')}: <b>{text.voiceProvider}</b>
      </Text>
      <Box>
        <Price
          amount={addon.price.permanent.unit_amount}
          currency={currency}
          decimalUnit={decimalUnit}
          size="xl"
          free={addon.is_free}
        />
        <Text fz="xs" c="dimmed" mt={4}>
          {t(addon.is_free ? 'freeNote' : vatNoteKey(currency))}
        </Text>
      </Box>
      <Button
        variant="default"
        w="fit-content"
        onClick={() => toggle(character.id, character.sample_url)}
        aria-pressed={isPlaying}
        leftSection={
          isPlaying ? <IconPlayerStopFilled size={16} aria-hidden /> : <IconPlayerPlayFilled size={16} aria-hidden />
        }
      >
        {isPlaying ? t('stopSample') : t('playSample')}
      </Button>
      <PurchaseButtons item={item} />
      <Stack gap={4} mt="sm">
        <Text fw={700} fz="sm" c="dark.1">
          {t('background')}
        </Text>
        <Text lh={1.7}>{text.background}</Text>
      </Stack>
    </Stack>
  );
}

function PurchaseButtons({ item }: { item: StoreItem }) {
  const { t } = useTranslation('store');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { state, add } = useCartButton(item.addon);
  const buyNow = () => {
    add();
    navigate(localize(PAGE_ROUTES.cart));
  };
  return (
    <Group grow gap="sm" mt="xs">
      {/* A character with nothing to buy (included free) has no Buy Now, only its state. */}
      {state !== 'unavailable' && (
        <Button size="md" variant="gradient" disabled={state === 'purchased'} onClick={buyNow}>
          {t('buyNow')}
        </Button>
      )}
      <AddToCartButton addon={item.addon} size="md" />
    </Group>
  );
}
