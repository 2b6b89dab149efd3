import { Alert, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { PAGE_ROUTES, splitLanguagePrefix } from '../../../../shared/routes';
import { HydrationBoundary } from '../../app/HydrationBoundary';
import { usePageData } from '../../app/pageData';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { placeholderKeys } from '../../catalog/placeholders';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { BlockList } from './blocks/BlockList';
import { dottedDate } from './blocks/safeUrl';
import classes from './ReleasesPage.module.css';
import { fetchReleasePosts, type ReleasePost } from './releasesApi';

type State = { posts: ReleasePost[]; cursor: string | null; loading: boolean; error: boolean };

/**
 * Help is What's New under its own address at first (sent with the same first screen, so that it
 * paints at once), which then becomes /releases.
 */
function useHelpBecomesReleases() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const isHelp = splitLanguagePrefix(pathname).path.replace(/\/+$/, '') === PAGE_ROUTES.help;
  useEffect(() => {
    if (isHelp) navigate(localize(PAGE_ROUTES.releases), { replace: true });
  }, [isHelp, navigate, localize]);
}

/** What's New: release notes five at a time, newest first, with Load More. Help shows it too. */
export function ReleasesPage() {
  const { t } = useTranslation('releases');
  usePageHead(t('title'), t('lead'));
  useHelpBecomesReleases();
  const language = usePageLanguage();
  // The first posts as the server sent them with the page (in this language): shown without fetching them.
  const sent = usePageData().releases;
  const initial = sent?.language === language ? sent : undefined;
  const [state, setState] = useState<State>(() =>
    initial
      ? { posts: initial.posts, cursor: initial.nextCursor, loading: false, error: false }
      : { posts: [], cursor: null, loading: true, error: false },
  );
  const sentLanguage = useRef(initial?.language);

  useEffect(() => {
    // The state already holds the posts the server sent for this language.
    if (sentLanguage.current === language) return;
    sentLanguage.current = undefined;
    let current = true;
    setState({ posts: [], cursor: null, loading: true, error: false });
    fetchReleasePosts(language).then(
      ({ posts, nextCursor }) => current && setState({ posts, cursor: nextCursor, loading: false, error: false }),
      () => current && setState((s) => ({ ...s, loading: false, error: true })),
    );
    return () => {
      current = false;
    };
  }, [language]);

  const loadMore = async () => {
    if (!state.cursor) return;
    setState((s) => ({ ...s, loading: true, error: false }));
    try {
      const { posts, nextCursor } = await fetchReleasePosts(language, state.cursor);
      setState((s) => ({ posts: [...s.posts, ...posts], cursor: nextCursor, loading: false, error: false }));
    } catch {
      setState((s) => ({ ...s, loading: false, error: true }));
    }
  };

  return (
    <Container w="100%" size="md" py={{ base: 40, sm: 72 }}>
      <Stack gap={8} mb={{ base: 28, sm: 44 }} ta="center" align="center">
        <Title order={1} className={classes.title}>
          {t('title')}
        </Title>
        <Text c="dark.1">{t('lead')}</Text>
      </Stack>

      <Stack gap="xl">
        {/* Each note hydrates in a pass of its own: a page of notes sent with the HTML becomes live in
            several short tasks rather than one that blocks a tap. */}
        {state.posts.map((post, index) => (
          <HydrationBoundary key={post.id}>
            <Paper component="article" className={classes.post} radius="lg" data-testid="release-post">
              <Group gap="sm" mb={6}>
                <Text component="time" dateTime={post.date} c="dimmed" fz="sm" fw={600}>
                  {dottedDate(post.date)}
                </Text>
                <Badge variant="light" color="violet" radius="sm">
                  v{post.version}
                </Badge>
              </Group>
              <Title order={2} className={classes.postTitle}>
                {post.title}
              </Title>
              <BlockList blocks={post.blocks} priority={index === 0} />
            </Paper>
          </HydrationBoundary>
        ))}
        {state.loading &&
          placeholderKeys(state.posts.length ? 1 : 3).map((key) => <Skeleton key={key} h={220} radius="lg" />)}
      </Stack>

      {state.error && (
        <Alert color="red" variant="light" mt="xl" title={t('loadError')}>
          {t('retry')}
        </Alert>
      )}
      {state.cursor && !state.loading && (
        <Group justify="center" mt="xl">
          <Button variant="light" size="md" onClick={loadMore}>
            {t('loadMore')}
          </Button>
        </Group>
      )}
    </Container>
  );
}
