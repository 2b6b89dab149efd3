import { Button, Loader, UnstyledButton } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../shared/schemas/user';
import { accessTokenAtom, isAuthLoadingAtom, isRefreshTokenCheckedAtom, userInfoAtom } from '../auth/authAtoms';
import { UserAvatar } from './UserAvatar';
import { useDeferredDropdown } from './useDeferredDropdown';

const importAccountPopover = () => import('./AccountPopover');
const importLoginPopover = () => import('./LoginPopover');
const AccountPopover = lazy(importAccountPopover);
const LoginPopover = lazy(importLoginPopover);

function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation('common');
  const menu = useDeferredDropdown(importAccountPopover);
  const trigger = (handlers: Partial<typeof menu.placeholderHandlers> = {}) => (
    <UnstyledButton aria-label={t('account.menuLabel')} data-testid="account-menu" {...handlers}>
      <UserAvatar user={user} size={36} />
    </UnstyledButton>
  );
  const placeholder = trigger(menu.placeholderHandlers);
  if (!menu.mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountPopover user={user} trigger={trigger()} opened={menu.opened} onOpenedChange={menu.setOpened} />
    </Suspense>
  );
}

function LoginMenu() {
  const { t } = useTranslation('common');
  const menu = useDeferredDropdown(importLoginPopover);
  const trigger = (handlers: Partial<typeof menu.placeholderHandlers> = {}) => (
    <Button variant="light" aria-expanded={menu.opened} aria-haspopup="dialog" {...handlers}>
      {t('nav.login')}
    </Button>
  );
  const placeholder = trigger(menu.placeholderHandlers);
  if (!menu.mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoginPopover trigger={trigger()} opened={menu.opened} onOpenedChange={menu.setOpened} />
    </Suspense>
  );
}

/** The account popover (signed in) or the login popover (signed out); a loader while that is not known. */
export function AccountSlot() {
  const { t } = useTranslation('common');
  const isAuthLoading = useAtomValue(isAuthLoadingAtom);
  const checked = useAtomValue(isRefreshTokenCheckedAtom);
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  if (isAuthLoading || !checked || (token && !user)) {
    return <Loader size="sm" role="status" aria-label={t('loading.loggingIn')} data-testid="account-loading" />;
  }
  if (token && user) return <AccountMenu user={user} />;
  return <LoginMenu />;
}
