import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandApple, IconBrandWindows, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useHydrated } from '../../app/useHydrated';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { MobileNotSupported } from '../../layout/MobileNotSupported';
import { detectDesktopOs } from '../../platform/browser';
import { START_FROM_DEMO, START_PARAM } from '../../studio/firstSong';
import { useLatestRelease } from '../download/useLatestRelease';
import classes from './HomePage.module.css';

const VIDEO = '/media/home/main.webm';
const POSTER = '/media/home/poster.webp';

/**
 * The clip starts once the page has loaded and the browser is idle, and not at all for people who
 * ask for reduced motion: until then the poster stands in for it.
 */
function useDeferredPlayback(): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const start = () => setPlaying(true);
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(start, { timeout: 3000 })
        : globalThis.setTimeout(start, 1500);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => window.removeEventListener('load', whenIdle);
  }, []);
  return playing;
}

/** Title, calls to action and the main video (muted, looping, with its poster). */
export function HomeHero() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const desktopOs = useHydrated() ? detectDesktopOs() : null;
  // The button leads to the download page only once a release for this system is published.
  const release = useLatestRelease(desktopOs);
  const playing = useDeferredPlayback();
  preload(POSTER, { as: 'image', fetchPriority: 'high' });
  return (
    <Box className={classes.hero}>
      <Container size="lg" pt={{ base: 48, sm: 96 }} pb={{ base: 40, sm: 72 }}>
        <Stack align="center" ta="center" gap="lg">
          <Badge variant="light" size="lg" radius="xl">
            {t('hero.eyebrow')}
          </Badge>
          <Title order={1} className={classes.headline}>
            {t('hero.headline')}
          </Title>
          <Text c="dark.1" fz={{ base: 'md', sm: 'xl' }} maw={680} lh={1.6}>
            {t('hero.lead')}
          </Text>
          <Group justify="center" visibleFrom="sm" gap="sm">
            <Button
              component={Link}
              to={`${localize(PAGE_ROUTES.studio)}?${START_PARAM}=${START_FROM_DEMO}`}
              size="lg"
              variant="gradient"
              leftSection={<IconPlayerPlayFilled size={18} aria-hidden />}
            >
              {t('hero.startStudio')}
            </Button>
            {desktopOs && release.data && (
              <Button
                component={Link}
                to={localize(PAGE_ROUTES.download)}
                size="lg"
                variant="default"
                data-testid="desktop-download"
                leftSection={
                  desktopOs === 'windows' ? (
                    <IconBrandWindows size={18} aria-hidden />
                  ) : (
                    <IconBrandApple size={18} aria-hidden />
                  )
                }
              >
                {t(desktopOs === 'windows' ? 'hero.downloadWindows' : 'hero.downloadMac')}
              </Button>
            )}
          </Group>
          <Box hiddenFrom="sm" w="100%">
            <MobileNotSupported />
          </Box>
        </Stack>
        <Box className={classes.videoFrame} mt={{ base: 36, sm: 64 }}>
          <video
            className={classes.video}
            src={playing ? VIDEO : undefined}
            poster={POSTER}
            width={1280}
            height={720}
            autoPlay={playing}
            muted
            loop
            playsInline
            preload="none"
            aria-label={t('hero.videoLabel')}
          />
        </Box>
      </Container>
    </Box>
  );
}
