import {
  Alert,
  Badge,
  Button,
  Container,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconHourglassHigh, IconLock } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { galleryArt, PUBLIC_CHARACTER_COUNT } from '../../../../shared/catalog';
import { DeferredDialog, usePrefetchOnInput } from '../../app/DeferredDialog';
import { usePageHead } from '../../app/usePageHead';
import { isLoggedInAtom } from '../../auth/authAtoms';
import { gridArtLoading } from '../../catalog/gridArtLoading';
import { localized } from '../../catalog/localized';
import { placeholderKeys } from '../../catalog/placeholders';
import { TagList } from '../../catalog/TagList';
import { useCharacters } from '../../catalog/useCharacters';
import { useLoginPath } from '../../catalog/useLoginPath';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import classes from './CharactersPage.module.css';

// The dialog's code (Modal, focus trap, scroll lock, the sample player) is fetched once the visitor
// starts using the page, not with the gallery's first screen.
const loadCharacterDialog = () => import('./CharacterDialog');
const CharacterDialog = lazy(() => loadCharacterDialog().then((m) => ({ default: m.CharacterDialog })));

/** Cards on the first screen of a wide window (one row of four), whose art loads at once. */
const ABOVE_THE_FOLD = 4;

/** The character gallery: visitors see the first seven, account holders all of them. */
export function CharactersPage() {
  const { t } = useTranslation('characters');
  usePageHead(t('title'), t('lead'));
  const language = usePageLanguage();
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const loginPath = useLoginPath();
  const characters = useCharacters();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const visible = (characters.data ?? []).slice(0, isLoggedIn ? undefined : PUBLIC_CHARACTER_COUNT);
  const dialogOpen = openIndex !== null && visible.length > 0;
  usePrefetchOnInput(loadCharacterDialog);

  return (
    <Container w="100%" size="lg" py={{ base: 40, sm: 72 }}>
      <Stack gap={8} align="center" ta="center" mb={{ base: 32, sm: 48 }}>
        <Title order={1} className={classes.title}>
          {t('title')}
        </Title>
        <Text c="dark.1" maw={620} lh={1.6}>
          {t('lead')}
        </Text>
      </Stack>

      {characters.status === 'error' && (
        <Alert color="red" variant="light" title={t('loadError')}>
          {t('retry')}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }} data-testid="character-grid">
        {characters.status === 'loading' &&
          placeholderKeys(PUBLIC_CHARACTER_COUNT).map((key) => <Skeleton key={key} className={classes.skeleton} />)}
        {visible.map((character, index) => (
          <UnstyledButton
            key={character.id}
            className={classes.card}
            style={{ '--character-color': character.color }}
            onClick={() => setOpenIndex(index)}
            aria-haspopup="dialog"
          >
            <div className={classes.art}>
              <img
                {...galleryArt(character.images)}
                alt=""
                width={600}
                height={900}
                {...gridArtLoading(index, ABOVE_THE_FOLD)}
              />
            </div>
            <Stack gap={6} p="sm">
              <Text fw={750} className={classes.name}>
                {localized(character.text_content, language).name}
              </Text>
              <TagList tags={character.tags} language={language} size="xs" />
            </Stack>
          </UnstyledButton>
        ))}
        {characters.status === 'success' && (
          <Paper className={classes.comingSoon} radius="lg" data-testid="coming-soon">
            <IconHourglassHigh size={36} aria-hidden />
            <Badge variant="light" color="violet">
              {t('comingSoon.badge')}
            </Badge>
            <Text fw={700} ta="center">
              {t('comingSoon.title')}
            </Text>
            <Text c="dimmed" fz="sm" ta="center">
              {t('comingSoon.text')}
            </Text>
          </Paper>
        )}
      </SimpleGrid>

      {!isLoggedIn && characters.status === 'success' && (
        <Paper className={classes.joinNow} radius="xl" p={{ base: 'lg', sm: 'xl' }} mt={{ base: 32, sm: 48 }}>
          <IconLock size={28} aria-hidden />
          <Stack gap={4} style={{ flex: 1 }}>
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {t('joinNow.title', { count: (characters.data?.length ?? 0) - visible.length })}
            </Title>
            <Text c="dark.1" fz="sm">
              {t('joinNow.text')}
            </Text>
          </Stack>
          <Button component={Link} to={loginPath()} size="md" variant="gradient">
            {t('joinNow.action')}
          </Button>
        </Paper>
      )}

      <DeferredDialog opened={dialogOpen}>
        {openIndex !== null && visible.length > 0 && (
          <CharacterDialog
            characters={visible}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        )}
      </DeferredDialog>
    </Container>
  );
}
