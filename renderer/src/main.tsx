import '@fontsource-variable/inter';
import './app/mantine-styles';
import './app/global.css';
import { holdEarlyClicks } from './app/earlyClicks';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

if (root.dataset.prerendered === undefined) {
  void import('./app/boot').then(({ boot }) => boot(root));
} else {
  // A prerendered page is shown first: the app's code is fetched and run only after that first paint,
  // and a button clicked meanwhile acts once the page is live.
  holdEarlyClicks(root);
  requestAnimationFrame(() => setTimeout(() => import('./app/boot').then(({ boot }) => boot(root)), 0));
}
