import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PAGE_ROUTES, splitLanguagePrefix } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { userInfoAtom } from '../../auth/authAtoms';
import { UserAvatar } from '../../layout/UserAvatar';
import classes from './MyPageLayout.module.css';

/** The profile hub: the account page and the plan page (Commerce) under one header and navigation. */
export function MyPageLayout() {
  const { t } = useTranslation('account');
  usePageHead(t('hub.title'));
  const localize = useLocalizedPath();
  const user = useAtomValue(userInfoAtom);
  const { path } = splitLanguagePrefix(useLocation().pathname.replace(/\/+$/, '') || '/');
  const onAccount = path === PAGE_ROUTES.myPage || path === PAGE_ROUTES.myPageAccount;
  const tabs = [
    { to: PAGE_ROUTES.myPageAccount, label: t('hub.account'), current: onAccount },
    { to: PAGE_ROUTES.myPagePlan, label: t('hub.plan'), current: path === PAGE_ROUTES.myPagePlan },
  ];

  return (
    <>
      <Box className={classes.hero}>
        <Container size="md" pt={{ base: 32, sm: 48 }}>
          <Group gap="lg" wrap="nowrap">
            {user ? <UserAvatar user={user} size={64} /> : null}
            <Stack gap={4} miw={0}>
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {t('hub.title')}
              </Title>
              <Text c="dimmed">{t('hub.lead')}</Text>
            </Stack>
          </Group>
          <nav className={classes.nav} aria-label={t('hub.navLabel')}>
            {tabs.map((tab) => (
              <Link
                key={tab.to}
                to={localize(tab.to)}
                className={classes.tab}
                aria-current={tab.current ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            ))}
          </nav>
        </Container>
      </Box>
      <Container size="md" py={{ base: 24, sm: 40 }} w="100%">
        <Outlet />
      </Container>
    </>
  );
}
