import { Button, Container, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PUBLIC_CHARACTER_COUNT } from '../../../../shared/catalog';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useNearViewport } from '../../app/useNearViewport';
import { localized } from '../../catalog/localized';
import { placeholderKeys } from '../../catalog/placeholders';
import { useAsync } from '../../catalog/useAsync';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import classes from './HomePage.module.css';
import { SectionHeading } from './HomeSections';

/** The catalogue's calls, loaded with the first section that asks (the home page's sections are far down). */
const catalogApi = () => import('../../catalog/catalogApi');

/** The first characters of the gallery; they load as the visitor scrolls towards them. */
export function HomeCharacters() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const language = usePageLanguage();
  const section = useRef<HTMLDivElement>(null);
  const near = useNearViewport(section);
  const characters = useAsync(near ? async () => (await catalogApi()).fetchCharacters() : null, [near]);
  const preview = characters.data?.slice(0, PUBLIC_CHARACTER_COUNT) ?? [];
  return (
    <Container ref={section} w="100%" size="lg" py={{ base: 56, sm: 96 }} component="section">
      <SectionHeading eyebrow={t('characters.eyebrow')} title={t('characters.title')} lead={t('characters.lead')} />
      <div className={classes.characterRow}>
        {characters.status === 'loading' &&
          placeholderKeys(PUBLIC_CHARACTER_COUNT).map((key) => (
            <Skeleton key={key} className={classes.characterTile} />
          ))}
        {preview.map((character) => (
          <UnstyledButton
            key={character.id}
            component={Link}
            to={localize(PAGE_ROUTES.characters)}
            className={classes.characterTile}
            style={{ '--character-color': character.color }}
          >
            <img src={character.images.thumbnail} alt="" width={320} height={320} loading="lazy" decoding="async" />
            <Text fw={700} fz="sm" mt={8} ta="center">
              {localized(character.text_content, language).name}
            </Text>
          </UnstyledButton>
        ))}
      </div>
      <Group justify="center" mt="xl">
        <Button
          component={Link}
          to={localize(PAGE_ROUTES.characters)}
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('characters.viewAll')}
        </Button>
      </Group>
    </Container>
  );
}
