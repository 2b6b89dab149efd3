import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useAuthBootstrap } from '../auth/useAuthBootstrap';
import { useAnalyticsForConsent, useConsentBootstrap } from '../consent/useConsent';
import { loadDesktop } from '../desktop/load';
import { browserLanguages, resolveLanguage } from '../i18n/language';
import { capabilities } from '../platform/capabilities';

/** Desktop-only behaviour (the shell's session, website links, update notice), loaded only in the app. */
const DesktopShell = capabilities.nativeSession
  ? lazy(() => loadDesktop().then((m) => ({ default: m.DesktopShell })))
  : null;

/** The browser's sign-in state machine; the desktop app's shell owns the session instead. */
function WebAuthBootstrap() {
  useAuthBootstrap();
  return null;
}

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

  return (
    <Suspense fallback={<PageLoader />}>
      {DesktopShell ? (
        <Suspense fallback={null}>
          <DesktopShell />
        </Suspense>
      ) : (
        <WebAuthBootstrap />
      )}
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </Suspense>
  );
}
