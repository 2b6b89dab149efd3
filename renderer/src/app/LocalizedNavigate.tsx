import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { allowRedirect } from './redirectGuard';
import { useLocalizedPath } from './useLocalizedPath';

const RedirectLimitNotice = lazy(() =>
  import('./RedirectLimitNotice').then((m) => ({ default: m.RedirectLimitNotice })),
);

/** A replace-redirect to another page in the same language, guarded against redirect loops. */
export function LocalizedNavigate({ to }: { to: string }) {
  const localize = useLocalizedPath();
  if (!allowRedirect()) {
    return (
      <Suspense fallback={null}>
        <RedirectLimitNotice />
      </Suspense>
    );
  }
  return <Navigate to={localize(to)} replace />;
}
