import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18next, initI18n } from '../i18n/i18n';
import { browserLanguages, resolveLanguage } from '../i18n/language';
import { App } from './App';
import { router } from './router';
import { routerReady } from './routerReady';

/**
 * Starts the app in #root once the first location's route modules have loaded: React Router renders
 * nothing (and warns that no HydrateFallback was given) while they are still loading. A page the
 * build prerendered is hydrated once its strings have loaded too (hydration must find what the build
 * rendered), as a transition so that it yields to the browser instead of blocking input.
 */
export async function boot(root: HTMLElement): Promise<void> {
  await initI18n(resolveLanguage(window.location.pathname, browserLanguages()));
  const prerenderedNamespaces = root.dataset.prerendered;
  if (prerenderedNamespaces === undefined) {
    await routerReady(router);
    createRoot(root).render(<App />);
    return;
  }
  await Promise.all([i18next.loadNamespaces(prerenderedNamespaces.split(' ').filter(Boolean)), routerReady(router)]);
  startTransition(() => {
    hydrateRoot(root, <App />);
  });
}
