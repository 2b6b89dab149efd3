import { Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAtomValue, useStore } from 'jotai';
import { Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BREAKPOINTS_PX } from '../../../shared/constants';
import { PageLoader } from '../app/RootLayout';
import { AuthGate } from '../auth/AuthGate';
import { accessTokenAtom, userInfoAtom } from '../auth/authAtoms';
import { MobileNotSupported } from '../layout/MobileNotSupported';
import { SiteLayout } from '../layout/SiteLayout';
import { cloudProjectStore } from './adapters/cloudProjectStore';
import { ProjectBrowser } from './browser/ProjectBrowser';
import { ProjectPage } from './project/ProjectPage';
import { StudioSignedOut } from './shell/StudioSignedOut';
import { StudioContext } from './studioContext';

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
      <SiteLayout
        page={
          <Container py="xl">
            <MobileNotSupported />
          </Container>
        }
      />
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

  if (!context) return <SiteLayout page={<StudioSignedOut />} />;
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
