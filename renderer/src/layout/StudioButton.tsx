import { Button } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { accessTokenAtom, isAuthLoadingAtom, isRefreshTokenCheckedAtom, userInfoAtom } from '../auth/authAtoms';

/**
 * The header's studio button (spec: once logged in). While sign-in is still being checked — which is
 * also the prerendered page's form — a disabled studio label stands in; a visitor gets none.
 */
export function StudioButton() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  const isAuthLoading = useAtomValue(isAuthLoadingAtom);
  const checked = useAtomValue(isRefreshTokenCheckedAtom);
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  if (isAuthLoading || !checked || (token && !user)) {
    return (
      <Button variant="gradient" disabled data-testid="studio-pending">
        {t('nav.studio')}
      </Button>
    );
  }
  if (!token || !user) return null;
  return (
    <Button component={Link} to={localize(PAGE_ROUTES.studio)} variant="gradient">
      {t('nav.studio')}
    </Button>
  );
}
