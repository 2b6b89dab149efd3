import { MantineProvider } from '@mantine/core';
import { Provider as JotaiProvider } from 'jotai';
import { lazy, type ReactNode, Suspense } from 'react';
import { useOverlayHostsRequested } from './overlays';
import { cssVariablesResolver, theme } from './theme';

const OverlayHosts = lazy(() => import('./OverlayHosts'));

function LazyOverlayHosts() {
  const requested = useOverlayHostsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="dark">
        {children}
        <LazyOverlayHosts />
      </MantineProvider>
    </JotaiProvider>
  );
}
