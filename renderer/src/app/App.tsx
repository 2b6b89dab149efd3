import { useRoutes } from 'react-router-dom';
import { AppRouter } from './AppRouter';
import type { AppHistory } from './appHistory';
import { Providers } from './providers';
import { preloadPath, routes } from './routes';

function Pages() {
  return useRoutes(routes);
}

export function App({ history }: { history: AppHistory }) {
  return (
    <Providers>
      <AppRouter history={history} preload={preloadPath}>
        <Pages />
      </AppRouter>
    </Providers>
  );
}
