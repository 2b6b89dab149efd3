import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18next, initI18n } from '../i18n/i18n';
import { browserLanguages, resolveLanguage } from '../i18n/language';
import { App } from './App';
import { createAppHistory } from './appHistory';
import { preloadPath } from './routes';
import { yieldToBrowser } from './stepByStep';
import { markHydrating } from './useHydrated';

/**
 * Starts the app in #root once the first location's page and layouts have loaded, so that they
 * render at once (no loader in place of the page). A page the build prerendered is hydrated once its
 * strings have loaded too (hydration must find what the build rendered), as a transition so that it
 * yields to the browser instead of blocking input.
 */
export async function boot(root: HTMLElement): Promise<void> {
  const history = createAppHistory(window);
  const { pathname, search } = history.current.location;
  // A page that fails to load is tried again when it renders.
  const pagesReady = preloadPath(`${pathname}${search}`).catch(() => {});
  await initI18n(resolveLanguage(window.location.pathname, browserLanguages()));
  const prerenderedNamespaces = root.dataset.prerendered;
  if (prerenderedNamespaces === undefined) {
    await pagesReady;
    createRoot(root).render(<App history={history} />);
    return;
  }
  // Setting up the strings and then the router and hydration are tasks of their own: run in one go,
  // they blocked input for 30–40 ms on a slow phone.
  await yieldToBrowser();
  await Promise.all([i18next.loadNamespaces(prerenderedNamespaces.split(' ').filter(Boolean)), pagesReady]);
  await yieldToBrowser();
  markHydrating();
  startTransition(() => {
    hydrateRoot(root, <App history={history} />);
  });
}
