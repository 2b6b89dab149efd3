import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../app/RootLayout';
import { useUrlLanguage } from '../../i18n/useUrlLanguage';

/**
 * The root of the embeddable pages. Unlike the site's root it runs no consent or analytics: a page
 * framed by another site gets no first-party storage (browsers deny it to third-party frames) and
 * shows no cookie dialog.
 */
export function EmbedLayout() {
  useUrlLanguage();
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
