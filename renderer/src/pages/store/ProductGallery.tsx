import { Group, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterView } from '../../../../shared/schemas/catalog';
import { localized } from '../../catalog/localized';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import classes from './ProductPage.module.css';

/** The character's large picture and the thumbnails that switch it (with or without background, portrait). */
export function ProductGallery({ character }: { character: CharacterView }) {
  const { t } = useTranslation('store');
  const language = usePageLanguage();
  const name = localized(character.text_content, language).name;
  const images = [
    { src: character.images.body_bg, label: t('images.withBackground') },
    { src: character.images.body, label: t('images.withoutBackground') },
    { src: character.images.thumbnail, label: t('images.portrait') },
  ];
  const [selected, setSelected] = useState(0);
  return (
    <Stack gap="sm">
      <div className={classes.stage}>
        <img
          src={images[selected]!.src}
          alt={t('images.alt', { name })}
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
  );
}
