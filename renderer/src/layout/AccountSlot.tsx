import { Loader } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { accessTokenAtom, isAuthLoadingAtom, isRefreshTokenCheckedAtom, userInfoAtom } from '../auth/authAtoms';
import { AccountPopover } from './AccountPopover';
import { LoginPopover } from './LoginPopover';

/** The account popover (signed in) or the login popover (signed out); a loader while that is not known. */
export function AccountSlot() {
  const { t } = useTranslation('common');
  const isAuthLoading = useAtomValue(isAuthLoadingAtom);
  const checked = useAtomValue(isRefreshTokenCheckedAtom);
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  if (isAuthLoading || !checked || (token && !user)) {
    return <Loader size="sm" aria-label={t('loading.loggingIn')} data-testid="account-loading" />;
  }
  if (token && user) return <AccountPopover user={user} />;
  return <LoginPopover />;
}
