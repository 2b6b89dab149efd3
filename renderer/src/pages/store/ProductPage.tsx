import { Anchor, Box, Button, Container, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { STORE_DETAIL_OTHERS } from '../../../../shared/catalog';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useHydrated } from '../../app/useHydrated';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { AddToCartButton } from '../../catalog/CartButtonFor';
import { localized } from '../../catalog/localized';
import { Price } from '../../catalog/Price';
import { useSamplePlayer, useStopSampleOnLeave } from '../../catalog/samplePlayer';
import { TagList } from '../../catalog/TagList';
import { useCartButton } from '../../catalog/useCartButton';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { type StoreItem, useStoreItems } from '../../catalog/useStoreItems';
import { vatNoteKey } from '../pricing/saleBanner';
import classes from './ProductPage.module.css';
import { pickOthers } from './pickOthers';

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
  currency: 'usd' | 'krw' | 'jpy';
  decimalUnit: number;
}) {
  const { t } = useTranslation('store');
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { character, addon } = item;
  const text = localized(character.text_content, language);
  const images = [
    { src: character.images.body_bg, label: t('images.withBackground') },
    { src: character.images.body, label: t('images.withoutBackground') },
    { src: character.images.thumbnail, label: t('images.portrait') },
  ];
  const [selected, setSelected] = useState(0);
  const { playing, toggle } = useSamplePlayer();
  useStopSampleOnLeave();
  const { state, add } = useCartButton(addon);
  const isPlaying = playing === character.id;

  const buyNow = () => {
    add();
    navigate(localize(PAGE_ROUTES.cart));
  };

  return (
    <Container w="100%" size="lg" py={{ base: 24, sm: 56 }} style={{ '--character-color': character.color }}>
      <Anchor component={Link} to={localize(PAGE_ROUTES.store)} fz="sm" c="dimmed">
        ← {t('backToStore')}
      </Anchor>
      <div className={classes.layout}>
        <Stack gap="sm">
          <div className={classes.stage}>
            <img
              src={images[selected]!.src}
              alt={t('images.alt', { name: text.name })}
              width={600}
              height={900}
              fetchPriority="high"
              data-fit={selected === 1 ? 'contain' : 'cover'}
            />
          </div>
          <Group gap="sm" role="group" aria-label={t('images.switcher')}>
            {images.map((image, index) => (
              <UnstyledButton
                key={image.src}
                className={classes.thumb}
                data-active={index === selected || undefined}
                aria-pressed={index === selected}
                aria-label={image.label}
                onClick={() => setSelected(index)}
              >
                <img src={image.src} alt="" width={64} height={64} loading="lazy" />
              </UnstyledButton>
            ))}
          </Group>
        </Stack>

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
              isPlaying ? (
                <IconPlayerStopFilled size={16} aria-hidden />
              ) : (
                <IconPlayerPlayFilled size={16} aria-hidden />
              )
            }
          >
            {isPlaying ? t('stopSample') : t('playSample')}
          </Button>
          <Group grow gap="sm" mt="xs">
            {/* A character with nothing to buy (included free) has no Buy Now, only its state. */}
            {state !== 'unavailable' && (
              <Button size="md" variant="gradient" disabled={state === 'purchased'} onClick={buyNow}>
                {t('buyNow')}
              </Button>
            )}
            <AddToCartButton addon={addon} size="md" />
          </Group>
          <Stack gap={4} mt="sm">
            <Text fw={700} fz="sm" c="dark.1">
              {t('background')}
            </Text>
            <Text lh={1.7}>{text.background}</Text>
          </Stack>
        </Stack>
      </div>

      <OtherCharacters items={items} current={character.id} />
    </Container>
  );
}

/**
 * The store's other characters beside this one: random once the page is live; the server's HTML (and
 * so hydration) has them in catalogue order. A component of its own so that the re-render that follows
 * hydration is this list's, not the whole page's.
 */
function OtherCharacters({ items, current }: { items: StoreItem[]; current: string }) {
  const { t } = useTranslation('store');
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const others = useMemo(
    () =>
      pickOthers(
        items,
        (other) => other.character.id === current,
        STORE_DETAIL_OTHERS,
        hydrated ? Math.random : () => 0.999,
      ),
    [items, current, hydrated],
  );
  if (others.length === 0) return null;
  return (
    <Box visibleFrom="md" mt={72} component="section" aria-labelledby="others-title">
      <Title order={2} id="others-title" fz="xl" mb="md">
        {t('others')}
      </Title>
      <div className={classes.others}>
        {others.map((other) => (
          <Link
            key={other.character.id}
            to={localize(`/pricing/store/product/${other.character.id}`)}
            className={classes.other}
          >
            <img src={other.character.images.thumbnail} alt="" width={320} height={320} loading="lazy" />
            <Text fw={700} fz="sm" mt={6}>
              {localized(other.character.text_content, language).name}
            </Text>
          </Link>
        ))}
      </div>
    </Box>
  );
}
