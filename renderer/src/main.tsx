import '@fontsource-variable/inter';
import './app/mantine-styles';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const start = () => import('./app/boot').then(({ boot }) => boot(root));

// A prerendered page is shown first: the app's code is fetched and run only after that first paint.
if (root.dataset.prerendered === undefined) void start();
else requestAnimationFrame(() => setTimeout(start, 0));
