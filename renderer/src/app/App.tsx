import { useRoutes } from 'react-router-dom';
import { AppRouter } from './AppRouter';
import type { AppHistory } from './appHistory';
import { Providers } from './providers';
import { preloadPath, routes } from './routes';
import { RoutePreloadContext } from './useReplaceNow';

function Pages() {
  return useRoutes(routes);
}

export function App({ history }: { history: AppHistory }) {
  return (
    <Providers>
      <AppRouter history={history}>
        <RoutePreloadContext value={preloadPath}>
          <Pages />
        </RoutePreloadContext>
      </AppRouter>
    </Providers>
  );
}
