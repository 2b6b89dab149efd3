import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useAuthBootstrap } from '../auth/useAuthBootstrap';
import { useAnalyticsForConsent, useConsentBootstrap } from '../consent/useConsent';
import { browserLanguages, resolveLanguage } from '../i18n/language';

export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader type="dots" aria-label="Loading" />
    </Center>
  );
}

/**
 * Scroll positions are kept per path: every full page load starts with the location key "default",
 * which would otherwise carry the previous page's scroll position over to a different page.
 */
const scrollKey = (location: Location) => location.pathname;

/** Keeps i18next and <html lang> on the URL's language and runs app-wide effects. */
export function RootLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = resolveLanguage(pathname, browserLanguages());

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  useConsentBootstrap();
  useAnalyticsForConsent();
  useAuthBootstrap();

  return (
    <Suspense fallback={<PageLoader />}>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </Suspense>
  );
}
