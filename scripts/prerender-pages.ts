/**
 * Writes the marketing pages as HTML after `vite build` and `vite build --ssr`: each page rendered
 * by the app itself as a first-time visitor's browser first renders it, so that the page shows
 * before its JavaScript has loaded, then hydrates. The server serves dist/renderer/prerendered/.
 * Usage: npx tsx scripts/prerender-pages.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES } from '../shared/languages';
import { PAGE_ROUTES, withLanguage } from '../shared/routes';
import { pageDocument, type RenderedPage } from './prerender/page-document';

/**
 * Pages whose first view is the same for every visitor (nothing signed-in or fetched in it). The
 * root is not one: it is where a sign-in starts or the studio opens.
 */
const PRERENDERED_ROUTES = [
  PAGE_ROUTES.landing,
  PAGE_ROUTES.characters,
  PAGE_ROUTES.pricing,
  PAGE_ROUTES.store,
  PAGE_ROUTES.faq,
];

const root = path.resolve(import.meta.dirname, '..');
const rendererDir = path.join(root, 'dist/renderer');
const outDir = path.join(rendererDir, 'prerendered');
const entry = path.join(root, 'dist/prerender/prerender.js');

// The app renders with React's production build, as in the browser.
process.env.NODE_ENV ??= 'production';

type PrerenderModule = { prerenderPage: (url: string, language: string) => Promise<RenderedPage> };

const { prerenderPage } = (await import(pathToFileURL(entry).href)) as PrerenderModule;
const template = fs.readFileSync(path.join(rendererDir, 'index.html'), 'utf8');
fs.rmSync(outDir, { recursive: true, force: true });

for (const language of LANGUAGES) {
  for (const route of PRERENDERED_ROUTES) {
    const pathname = withLanguage(language, route);
    const page = await prerenderPage(`http://localhost${pathname}`, language);
    const file = path.join(outDir, `${pathname.replace(/\/$/, '')}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pageDocument(template, language, page));
  }
}
console.log(`Prerendered ${LANGUAGES.length * PRERENDERED_ROUTES.length} pages into ${path.relative(root, outDir)}`);
