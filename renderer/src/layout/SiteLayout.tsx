import { type Atom, useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { HydrationBoundary } from '../app/HydrationBoundary';
import { PageHydrated } from '../app/PageHydrated';
import { PageLoader } from '../app/RootLayout';
import { useHydrated } from '../app/useHydrated';
import { AuthGate } from '../auth/AuthGate';
import { isLoggedInAtom } from '../auth/authAtoms';
import { consentDialogOpenAtom } from '../consent/consentAtoms';
import { isChromeFamily } from '../platform/browser';
import { AuthLoadingOverlay } from './AuthLoadingOverlay';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './SiteLayout.module.css';

const CookieConsentDialog = lazy(() => import('./CookieConsentDialog'));
// Owned characters and the current plan matter only once someone is signed in.
const CommerceSync = lazy(() => import('../commerce/CommerceSync').then((m) => ({ default: m.CommerceSync })));

// Only browsers other than Chrome fetch the banner that recommends it (once the page is live, as before).
const BrowserBanner = lazy(() => import('./BrowserBanner').then((m) => ({ default: m.BrowserBanner })));

function BrowserBannerSlot() {
  const hydrated = useHydrated();
  if (!hydrated || isChromeFamily()) return null;
  return (
    <Suspense fallback={null}>
      <BrowserBanner />
    </Suspense>
  );
}

/** A lazily loaded part shown while an atom is true; the slot, not the layout, follows the atom. */
function WhileTrue({ atom, children }: { atom: Atom<boolean>; children: ReactNode }) {
  if (!useAtomValue(atom)) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Header, banners, page, footer and the overlays every site page shares. The layout itself follows
 * no app state (its WhileTrue slots do): re-rendering it while a prerendered page hydrates would make React
 * hydrate the whole page in one long task. It shows the matched route's page unless given another.
 */
export function SiteLayout({ page = <Outlet /> }: { page?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={classes.shell}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <BrowserBannerSlot />
      <main id="main" className={classes.main}>
        <AuthGate>
          <Suspense fallback={<PageLoader />}>
            {page}
            <PageHydrated />
          </Suspense>
        </AuthGate>
      </main>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
      <WhileTrue atom={consentDialogOpenAtom}>
        <CookieConsentDialog />
      </WhileTrue>
      <AuthLoadingOverlay />
      <WhileTrue atom={isLoggedInAtom}>
        <CommerceSync />
      </WhileTrue>
    </div>
  );
}
