import { Anchor, Container, Divider, Group, Stack, Text } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandInstagram,
  IconBrandSoundcloud,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../../shared/constants';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { AiPrinciplesBadge } from './AiPrinciplesBadge';
import classes from './Footer.module.css';
import { Logo } from './Logo';

/** Social networks in footer order; the one marked desktopOnly is left out on mobile. */
const SOCIAL_LINKS = [
  { name: 'YouTube', href: 'https://www.youtube.com/@cantara.studio', Icon: IconBrandYoutube },
  { name: 'X (Twitter)', href: 'https://x.com/cantara_studio', Icon: IconBrandX },
  { name: 'TikTok', href: 'https://www.tiktok.com/@cantara.studio', Icon: IconBrandTiktok },
  { name: 'Instagram', href: 'https://www.instagram.com/cantara.studio', Icon: IconBrandInstagram },
  { name: 'Threads', href: 'https://www.threads.net/@cantara.studio', Icon: IconBrandThreads, desktopOnly: true },
  { name: 'SoundCloud', href: 'https://soundcloud.com/cantara-studio', Icon: IconBrandSoundcloud },
  { name: 'Discord', href: 'https://discord.gg/cantara', Icon: IconBrandDiscord },
] as const;

export function Footer() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <div className={classes.grid}>
          <Stack gap="md" maw={460}>
            <Logo />
            <Text c="dimmed" fz="sm" lh={1.6}>
              {t('footer.description')}
            </Text>
            <Text fz="sm">
              <Anchor href={`mailto:${CONTACT_EMAIL}`} c="violet.3" fz="inherit">
                {t('footer.contact', { email: CONTACT_EMAIL })}
              </Anchor>
            </Text>
          </Stack>

          <Stack gap="lg" className={classes.side}>
            <nav aria-label={t('footer.social')}>
              <Group gap="xs" component="ul" className={classes.list}>
                {SOCIAL_LINKS.map(({ name, href, Icon, ...rest }) => (
                  <li key={name} className={'desktopOnly' in rest ? classes.desktopOnly : undefined}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={name}
                      className={classes.social}
                      data-network={name}
                    >
                      <Icon size={20} aria-hidden />
                    </a>
                  </li>
                ))}
              </Group>
            </nav>
            <AiPrinciplesBadge label={t('footer.aiPrinciples')} />
          </Stack>
        </div>

        <Divider my="xl" color="dark.5" />

        <Group justify="space-between" gap="md">
          <Text c="dimmed" fz="xs">
            {t('footer.company', { year: new Date().getFullYear() })}
          </Text>
          <nav aria-label={t('footer.legal')}>
            <Group gap="lg" component="ul" className={classes.list}>
              <li>
                <Anchor component={Link} to={localize(PAGE_ROUTES.terms)} c="dimmed" fz="xs">
                  {t('footer.usageAgreement')}
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={localize(PAGE_ROUTES.privacy)} c="dimmed" fz="xs" fw={700}>
                  {t('footer.privacyPolicy')}
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={localize(PAGE_ROUTES.refundPolicy)} c="dimmed" fz="xs">
                  {t('footer.refundPolicy')}
                </Anchor>
              </li>
            </Group>
          </nav>
        </Group>
      </Container>
    </footer>
  );
}
