import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuthBootstrap } from '../auth/useAuthBootstrap';
import { useAnalyticsForConsent, useConsentBootstrap } from '../consent/useConsent';
import { loadDesktop } from '../desktop/load';
import { useUrlLanguage } from '../i18n/useUrlLanguage';
import { capabilities } from '../platform/capabilities';
import { ScrollRestoration } from './ScrollRestoration';

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
 * Keeps i18next and <html lang> on the URL's language and runs the other app-wide effects. A
 * component of its own: the state these hooks follow changes while a prerendered page is still
 * hydrating, and a re-render of the layout around the page would make React hydrate the whole page
 * at once instead of in slices.
 */
function AppEffects() {
  useUrlLanguage();
  useConsentBootstrap();
  useAnalyticsForConsent();
  return null;
}

export function RootLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <AppEffects />
      {DesktopShell ? (
        <Suspense fallback={null}>
          <DesktopShell />
        </Suspense>
      ) : (
        <WebAuthBootstrap />
      )}
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}
