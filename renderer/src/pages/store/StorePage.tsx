import { Alert, Chip, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TagId } from '../../../../shared/schemas/content';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { balancedColumnVariables } from '../../catalog/balancedColumns';
import { AddToCartButton } from '../../catalog/CartButtonFor';
import { gridArtLoading } from '../../catalog/gridArtLoading';
import { localized } from '../../catalog/localized';
import { Price } from '../../catalog/Price';
import { placeholderKeys } from '../../catalog/placeholders';
import { TagList } from '../../catalog/TagList';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { useStoreItems } from '../../catalog/useStoreItems';
import { useDragScroll } from './dragScroll';
import classes from './StorePage.module.css';

/** Placeholder cards while the store loads. */
const SKELETON_CARDS = 8;
/** Cards on the first screen of a wide window, whose pictures load at once rather than lazily. */
const ABOVE_THE_FOLD = 6;

export function StorePage() {
  const { t } = useTranslation('store');
  usePageHead(t('title'), t('lead'));
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const { status, items, products } = useStoreItems();
  const [tag, setTag] = useState<TagId | 'all'>('all');
  const tags = useMemo(() => {
    const seen = new Map(items.flatMap((item) => item.character.tags.map((t) => [t.id, t] as const)));
    return [...seen.values()];
  }, [items]);
  const filters = useRef<HTMLDivElement>(null);
  useDragScroll(filters);
  const shown = tag === 'all' ? items : items.filter((item) => item.character.tags.some((t) => t.id === tag));
  const cards = products ? shown.length : SKELETON_CARDS;

  return (
    <Container w="100%" size="lg" py={{ base: 40, sm: 72 }}>
      <Stack gap={8} align="center" ta="center" mb={{ base: 24, sm: 36 }}>
        <Title order={1} className={classes.title}>
          {t('title')}
        </Title>
        <Text c="dark.1" maw={600} lh={1.6}>
          {t('lead')}
        </Text>
      </Stack>

      <div className={classes.filters} ref={filters} data-testid="store-tags">
        <Chip.Group value={tag} onChange={(value) => setTag(value as TagId | 'all')}>
          <Group gap={6} wrap="nowrap" role="group" aria-label={t('filter')} className={classes.chips}>
            <Chip value="all" size="sm" variant="outline">
              {t('all')}
            </Chip>
            {tags.map((item) => (
              <Chip key={item.id} value={item.id} size="sm" variant="outline">
                {localized(item.text_content, language)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>

      {status === 'error' && (
        <Alert color="red" variant="light" title={t('loadError')}>
          {t('retry')}
        </Alert>
      )}

      <div className={classes.gridArea}>
        <ul className={classes.grid} style={balancedColumnVariables(cards) as CSSProperties} data-testid="store-grid">
          {status === 'loading' &&
            placeholderKeys(SKELETON_CARDS).map((key) => (
              <li key={key}>
                <Skeleton className={classes.skeleton} />
              </li>
            ))}
          {products &&
            shown.map(({ character, addon }, index) => {
              const name = localized(character.text_content, language).name;
              return (
                <li
                  key={character.id}
                  className={classes.card}
                  style={{ '--character-color': character.color } as CSSProperties}
                >
                  <Link to={localize(`/pricing/store/product/${character.id}`)} className={classes.cardLink}>
                    <img
                      src={character.images.thumbnail}
                      alt=""
                      width={320}
                      height={320}
                      {...gridArtLoading(index, ABOVE_THE_FOLD)}
                    />
                    <Text fz={11} c="dimmed" mt={8} lineClamp={1}>
                      {character.vendor}
                    </Text>
                    <Text fw={700} fz="sm" lineClamp={2}>
                      {name}
                    </Text>
                    <Price
                      amount={addon.price.permanent.unit_amount}
                      currency={products.currency}
                      decimalUnit={products.decimal_unit}
                      size="sm"
                      free={addon.is_free}
                    />
                  </Link>
                  <TagList tags={character.tags.slice(0, 2)} language={language} size="xs" />
                  <AddToCartButton addon={addon} itemName={name} size="compact-sm" fullWidth mt="auto" />
                </li>
              );
            })}
        </ul>
      </div>
    </Container>
  );
}
