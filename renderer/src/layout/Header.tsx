import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { AccountSlot } from './AccountSlot';
import { CartButton } from './CartButton';
import classes from './Header.module.css';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MAIN_LINKS } from './navigation';
import { StudioButton } from './StudioButton';

const MobileMenu = lazy(() => import('./MobileMenu'));

export function Header() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer's code loads on first use and then stays mounted so that it can animate closed.
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <header className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Link to={localize(PAGE_ROUTES.landing)} aria-label={t('nav.home')} className={classes.logoLink}>
              <Logo />
            </Link>
            <Group component="nav" aria-label={t('nav.menu')} visibleFrom="md" gap={4} wrap="nowrap">
              {MAIN_LINKS.map((link) => (
                <NavLink key={link.key} to={localize(link.to)} className={classes.link}>
                  {t(`nav.${link.key}`)}
                </NavLink>
              ))}
            </Group>
          </Group>

          <Group gap="xs" wrap="nowrap" visibleFrom="md">
            <LanguageSwitcher />
            <StudioButton />
            <CartButton />
            <AccountSlot />
          </Group>

          <Group gap="xs" wrap="nowrap" hiddenFrom="md">
            <CartButton />
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuUsed(true);
                menu.toggle();
              }}
              aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpened}
              aria-controls="mobile-menu"
            />
          </Group>
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}
