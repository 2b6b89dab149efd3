import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { allowRedirect } from './redirectGuard';
import { useLocalizedPath } from './useLocalizedPath';

/** A replace-redirect to another page in the same language, guarded against redirect loops. */
export function LocalizedNavigate({ to }: { to: string }) {
  const localize = useLocalizedPath();
  const { t } = useTranslation('common');
  if (!allowRedirect()) {
    return (
      <Container py="xl">
        <Alert color="red">{t('redirectLimit')}</Alert>
      </Container>
    );
  }
  return <Navigate to={localize(to)} replace />;
}
