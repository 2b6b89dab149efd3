import { Group, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { AccountSlot } from '../../layout/AccountSlot';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';
import { LogoMark } from '../../layout/Logo';
import classes from './StudioShell.module.css';

/**
 * The studio's full-width app frame: its own top bar (logo back to the studio home, the page's
 * title area, its status and the account menu) above a page that fills the window.
 */
export function StudioShell({
  title,
  status,
  actions,
  children,
}: {
  title?: ReactNode;
  status?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={classes.shell}>
      <header className={classes.bar}>
        <Group gap="sm" wrap="nowrap" className={classes.start}>
          <HomeLink />
          {title && <span className={classes.divider} aria-hidden />}
          <div className={classes.title}>{title}</div>
        </Group>
        <Group gap="sm" wrap="nowrap">
          {status}
          {actions}
          <ShellAccount />
        </Group>
      </header>
      <main id="main" className={classes.main}>
        {children}
      </main>
    </div>
  );
}

// The parts of the bar that do not depend on the page are memoised: a page that re-renders on every
// edit (the project page) does not render them again.
const HomeLink = memo(function HomeLink() {
  const { t } = useTranslation('studio');
  const localize = useLocalizedPath();
  return (
    <Link to={localize(PAGE_ROUTES.studio)} className={classes.home} aria-label={t('shell.home')}>
      <LogoMark size={30} />
      <Text component="span" fw={800} fz={17} className={classes.wordmark}>
        Cantara
      </Text>
      <Text component="span" className={classes.studioTag}>
        {t('shell.studio')}
      </Text>
    </Link>
  );
});

const ShellAccount = memo(function ShellAccount() {
  return (
    <>
      <LanguageSwitcher />
      <AccountSlot />
    </>
  );
});
