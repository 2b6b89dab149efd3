import { Badge, Button, Group, Skeleton, Text, Title } from '@mantine/core';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ThemeColors } from '../../../../shared/embedMessages';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { fetchSiteConfig } from '../../catalog/catalogApi';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { BlockList } from '../releases/blocks/BlockList';
import { dottedDate } from '../releases/blocks/safeUrl';
import { fetchReleasePosts, type ReleasePost } from '../releases/releasesApi';
import { allowedHostOrigin, postToHost, readThemeColors } from './embedMessaging';
import classes from './ReleasesEmbedPage.module.css';

/**
 * The latest release note, compact, for a host page to frame. It takes theme_colors from an
 * allowed host, and tells it the note's date (release_date) and when to open /releases (open_link).
 */
export function ReleasesEmbedPage() {
  const { t } = useTranslation('releases');
  usePageHead(t('embedTitle'));
  const language = usePageLanguage();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [post, setPost] = useState<ReleasePost | null | undefined>(undefined);
  const [colors, setColors] = useState<ThemeColors | null>(null);
  const [allowList, setAllowList] = useState<string[] | null>(null);
  const pending = useRef<MessageEvent[]>([]);

  useEffect(() => {
    fetchSiteConfig().then(
      (config) => setAllowList(config.release_embed_origins),
      () => setAllowList([]),
    );
    fetchReleasePosts(language).then(
      ({ posts }) => setPost(posts[0] ?? null),
      () => setPost(null),
    );
  }, [language]);

  useEffect(() => {
    const handle = (event: MessageEvent) => {
      if (!allowList) {
        pending.current.push(event);
        return;
      }
      const theme = readThemeColors(event, allowList);
      if (theme) setColors(theme);
    };
    if (allowList) for (const event of pending.current.splice(0)) handle(event);
    window.addEventListener('message', handle);
    return () => window.removeEventListener('message', handle);
  }, [allowList]);

  useEffect(() => {
    if (!allowList || !post) return;
    const origin = allowedHostOrigin(allowList);
    if (origin) postToHost({ type: 'release_date', data: { date: post.date } }, origin);
  }, [allowList, post]);

  const openReleases = () => {
    const origin = allowList ? allowedHostOrigin(allowList) : null;
    if (origin && window.parent !== window) postToHost({ type: 'open_link', data: { url: '/releases' } }, origin);
    else navigate(localize(PAGE_ROUTES.releases));
  };

  const style = colors
    ? ({
        '--embed-bg1': colors.bg1,
        '--embed-bg2': colors.bg2,
        '--embed-bg3': colors.bg3,
        '--embed-border': colors.border,
        '--embed-text': colors.text,
      } as CSSProperties)
    : undefined;

  return (
    <main className={classes.page} style={style} data-themed={colors ? 'true' : undefined} data-testid="release-embed">
      <div className={classes.card}>
        <Group justify="space-between" mb={8}>
          <Text fz="xs" fw={700} tt="uppercase" lts={1} className={classes.muted}>
            {t('whatsNew')}
          </Text>
          {post && (
            <Group gap={6}>
              <Text component="time" dateTime={post.date} fz="xs" className={classes.muted}>
                {dottedDate(post.date)}
              </Text>
              <Badge size="sm" variant="light" color="violet" radius="sm">
                v{post.version}
              </Badge>
            </Group>
          )}
        </Group>
        {post === undefined && <Skeleton h={120} radius="md" />}
        {post === null && <Text className={classes.muted}>{t('empty')}</Text>}
        {post && (
          <>
            <Title order={1} className={classes.title}>
              {post.title}
            </Title>
            <div className={classes.body}>
              <BlockList blocks={post.blocks} compact titleLevel={1} />
            </div>
          </>
        )}
        <Button variant="light" size="xs" mt="sm" onClick={openReleases}>
          {t('seeAll')}
        </Button>
      </div>
    </main>
  );
}
