import { Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BREAKPOINTS_PX } from '../../../shared/constants';
import { PageLoader } from '../app/RootLayout';
import { AuthGate } from '../auth/AuthGate';
import { accessTokenAtom, userInfoAtom } from '../auth/authAtoms';
import { MobileNotSupported } from '../layout/MobileNotSupported';
import { cloudProjectStore } from './adapters/cloudProjectStore';
import { StudioContext } from './studioContext';
import { loadProjectBrowser, loadProjectPage } from './studioPages';

// Each studio page is a chunk of its own: opening a project does not load the project browser (and
// its dialogs), and the website's chrome loads only for the narrow-window notice and the signed-out page.
const SiteLayout = lazy(() => import('../layout/SiteLayout').then((m) => ({ default: m.SiteLayout })));
const StudioSignedOut = lazy(() => import('./shell/StudioSignedOut').then((m) => ({ default: m.StudioSignedOut })));
const ProjectBrowser = lazy(() => loadProjectBrowser().then((m) => ({ default: m.ProjectBrowser })));
const ProjectPage = lazy(() => loadProjectPage().then((m) => ({ default: m.ProjectPage })));

const STUDIO_WIDTH = `(min-width: ${BREAKPOINTS_PX.studio / 16}em)`;

/**
 * The studio's one wiring root (its own lazy chunk): the ProjectStore for the signed-in user, the
 * studio's routes (project browser, project page) and the rules around them. Narrower than the
 * studio breakpoint the site keeps its not-supported notice; signed out on the web, the gate sends
 * the visitor to login and back (in the desktop app the studio stays the signed-out home).
 */
export function StudioRoot() {
  const wide = useMediaQuery(STUDIO_WIDTH, true, { getInitialValueInEffect: false });
  if (!wide) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SiteLayout
          page={
            <Container py="xl">
              <MobileNotSupported />
            </Container>
          }
        />
      </Suspense>
    );
  }
  return (
    <AuthGate>
      <SignedInStudio />
    </AuthGate>
  );
}

function SignedInStudio() {
  const user = useAtomValue(userInfoAtom);
  const jotai = useStore();
  const userId = user?.uuid ?? null;
  const context = useMemo(() => {
    if (!userId) return null;
    const getToken = () => jotai.get(accessTokenAtom);
    return { store: cloudProjectStore({ userId, getToken }), getToken };
  }, [userId, jotai]);

  if (!context) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SiteLayout page={<StudioSignedOut />} />
      </Suspense>
    );
  }
  return (
    <StudioContext.Provider value={context}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route index element={<ProjectBrowser />} />
          <Route path="project/:id" element={<ProjectPage />} />
          <Route path="*" element={<ProjectBrowser />} />
        </Routes>
      </Suspense>
    </StudioContext.Provider>
  );
}
