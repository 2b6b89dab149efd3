import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import './app/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n/i18n';
import { browserLanguages, resolveLanguage } from './i18n/language';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

await initI18n(resolveLanguage(window.location.pathname, browserLanguages()));
createRoot(root).render(<App />);
