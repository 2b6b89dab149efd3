import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
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

/**
 * The site is dark only. Mantine's default manager answers "light" from storage on the first layout
 * effect and the forced scheme puts "dark" back one effect later: two changes of <html>'s attribute
 * that restyle the whole prerendered page (about 90 ms of main thread at 4× CPU).
 */
const darkOnly: MantineColorSchemeManager = {
  get: () => 'dark',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={darkOnly}
        forceColorScheme="dark"
      >
        {children}
        <LazyOverlayHosts />
      </MantineProvider>
    </JotaiProvider>
  );
}
