import { Box, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { STORE_DETAIL_OTHERS } from '../../../../shared/catalog';
import { useHydrated } from '../../app/useHydrated';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { localized } from '../../catalog/localized';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import type { StoreItem } from '../../catalog/useStoreItems';
import classes from './ProductPage.module.css';
import { pickOthers } from './pickOthers';

/**
 * The store's other characters beside this one: random once the page is live; the server's HTML (and
 * so hydration) has them in catalogue order. A component of its own so that the re-render that follows
 * hydration is this list's, not the whole page's.
 */
export function OtherCharacters({ items, current }: { items: StoreItem[]; current: string }) {
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
