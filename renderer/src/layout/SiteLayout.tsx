import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageHydrated } from '../app/PageHydrated';
import { PageLoader } from '../app/RootLayout';
import { AuthGate } from '../auth/AuthGate';
import { isLoggedInAtom } from '../auth/authAtoms';
import { consentDialogOpenAtom } from '../consent/consentAtoms';
import { AuthLoadingOverlay } from './AuthLoadingOverlay';
import { BrowserBanner } from './BrowserBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './SiteLayout.module.css';

const CookieConsentDialog = lazy(() => import('./CookieConsentDialog'));
// Owned characters and the current plan matter only once someone is signed in.
const CommerceSync = lazy(() => import('../commerce/CommerceSync').then((m) => ({ default: m.CommerceSync })));

/** Header, banners, page, footer and the overlays every site page shares. */
export function SiteLayout() {
  const { t } = useTranslation('common');
  const consentDialogOpen = useAtomValue(consentDialogOpenAtom);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  return (
    <div className={classes.shell}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <BrowserBanner />
      <main id="main" className={classes.main}>
        <AuthGate>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <PageHydrated />
          </Suspense>
        </AuthGate>
      </main>
      <Footer />
      {consentDialogOpen && (
        <Suspense fallback={null}>
          <CookieConsentDialog />
        </Suspense>
      )}
      <AuthLoadingOverlay />
      {isLoggedIn && (
        <Suspense fallback={null}>
          <CommerceSync />
        </Suspense>
      )}
    </div>
  );
}
