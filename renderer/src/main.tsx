import './app/fonts.css';
import './app/mantine-styles';
import './app/global.css';
import { isStudioPath } from '../../shared/routes';
import { holdEarlyClicks } from './app/earlyClicks';
import { preloadStartUpCode } from './app/startUpCode';
import { stepByStep } from './app/stepByStep';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** The app's largest parts, in the order they build on each other; the app itself comes after them. */
const startUpSteps = [
  () => import('react-dom/client'),
  () => import('./i18n/i18n'),
  () => import('./app/providers'),
  () => import('./app/RootLayout'),
  // The website's header, footer and menus; the studio has a frame of its own.
  ...(isStudioPath(window.location.pathname) ? [] : [() => import('./layout/SiteLayout')]),
  // The routes, and the first location's pages start loading.
  () => import('./app/routes').then(({ preloadPath }) => void preloadPath(window.location.pathname).catch(() => {})),
];
const start = () => stepByStep(startUpSteps, () => import('./app/boot')).then(({ boot }) => boot(root));

if (root.dataset.prerendered === undefined) {
  void start();
} else {
  // A prerendered page is shown first: the app's code is fetched and run only after that first paint,
  // and a button clicked meanwhile acts once the page is live.
  holdEarlyClicks(root);
  requestAnimationFrame(() =>
    setTimeout(() => {
      void preloadStartUpCode(document);
      void start();
    }, 0),
  );
}
