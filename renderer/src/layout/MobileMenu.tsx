import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogin, IconLogout, IconUser } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { accessTokenAtom, isAuthLoadingAtom, userInfoAtom } from '../auth/authAtoms';
import { useAuthActions } from '../auth/useAuthActions';
import classes from './Header.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MAIN_LINKS } from './navigation';
import { UserIdentity } from './UserIdentity';

export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  const { pathname, search } = useLocation();
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  const loading = useAtomValue(isAuthLoadingAtom);
  // The studio is for account holders: its link shows once logged in, as in the header.
  const links = token && user ? [...MAIN_LINKS, { key: 'studio', to: PAGE_ROUTES.studio } as const] : MAIN_LINKS;
  const { logout } = useAuthActions();
  const loginHref = `${localize(PAGE_ROUTES.login)}?${new URLSearchParams({ redirect: `${pathname}${search}` })}`;

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
          {links.map((link) => (
            <NavLink key={link.key} to={localize(link.to)} className={classes.link} style={{ fontSize: 18 }}>
              {t(`nav.${link.key}`)}
            </NavLink>
          ))}
        </Stack>
      </nav>
      <Divider my="md" />
      <Stack gap="sm">
        <LanguageSwitcher fullWidth />
        {token && user ? (
          <>
            <UserIdentity user={user} avatarSize={40} px="xs" py={4} />
            <Button
              component={Link}
              to={localize(PAGE_ROUTES.myPage)}
              onClick={onClose}
              variant="default"
              leftSection={<IconUser size={18} aria-hidden />}
              fullWidth
            >
              {t('nav.profile')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden />}
              fullWidth
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              {t('nav.logout')}
            </Button>
          </>
        ) : (
          <Button
            component={Link}
            to={loginHref}
            onClick={onClose}
            leftSection={<IconLogin size={18} aria-hidden />}
            fullWidth
            disabled={loading}
          >
            {t('nav.login')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
