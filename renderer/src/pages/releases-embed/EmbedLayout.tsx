import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../app/RootLayout';
import { browserLanguages, resolveLanguage } from '../../i18n/language';

/**
 * The root of the embeddable pages. Unlike the site's root it runs no consent or analytics: a page
 * framed by another site gets no first-party storage (browsers deny it to third-party frames) and
 * shows no cookie dialog.
 */
export function EmbedLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = resolveLanguage(pathname, browserLanguages());
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
