import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';
import { routerReady } from './app/routerReady';
import { i18next, initI18n } from './i18n/i18n';
import { browserLanguages, resolveLanguage } from './i18n/language';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

await initI18n(resolveLanguage(window.location.pathname, browserLanguages()));
const prerenderedNamespaces = root.dataset.prerendered;
if (prerenderedNamespaces === undefined) {
  createRoot(root).render(<App />);
} else {
  // Hydration must find what the build rendered: the page's route module and strings are loaded first,
  // and it runs as a transition so that it yields to the browser instead of blocking input.
  await Promise.all([i18next.loadNamespaces(prerenderedNamespaces.split(' ').filter(Boolean)), routerReady(router)]);
  startTransition(() => {
    hydrateRoot(root, <App />);
  });
}
