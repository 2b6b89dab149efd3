import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useLocalizedPath } from '../app/useLocalizedPath';
import classes from './Header.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MAIN_LINKS } from './navigation';

export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      title={<Logo />}
      position="right"
      size="100%"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <nav aria-label={t('nav.menu')}>
        <Stack gap={4} onClick={onClose}>
          {[...MAIN_LINKS, { key: 'studio', to: PAGE_ROUTES.studio } as const].map((link) => (
            <NavLink key={link.key} to={localize(link.to)} className={classes.link} style={{ fontSize: 18 }}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </Stack>
      </nav>
      <Divider my="md" />
      <Stack gap="sm">
        <LanguageSwitcher fullWidth />
        <Button
          component={Link}
          to={localize(PAGE_ROUTES.login)}
          onClick={onClose}
          leftSection={<IconLogin size={18} aria-hidden />}
          fullWidth
        >
          {t('nav.login')}
        </Button>
      </Stack>
    </Drawer>
  );
}
