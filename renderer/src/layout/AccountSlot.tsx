import { Button, Loader } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { isAuthLoadingAtom } from '../auth/authAtoms';

/** Where the account popover (signed in) or the login popover (signed out) sits in the header. */
export function AccountSlot() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  const isAuthLoading = useAtomValue(isAuthLoadingAtom);
  if (isAuthLoading) return <Loader size="sm" aria-label={t('loading.loggingIn')} />;
  return (
    <Button component={Link} to={localize(PAGE_ROUTES.login)} variant="light">
      {t('nav.login')}
    </Button>
  );
}
