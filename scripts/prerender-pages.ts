/**
 * Writes the marketing pages as HTML after `vite build` and `vite build --ssr`: each page rendered
 * by the app itself as a first-time visitor's browser first renders it, so that the page shows
 * before its JavaScript has loaded, then hydrates. The server serves dist/renderer/prerendered/.
 * Usage: npx tsx scripts/prerender-pages.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DESKTOP_SYSTEMS, type DesktopOs } from '../shared/desktop-os';
import { LANGUAGES, type Language } from '../shared/languages';
import { PAGE_ROUTES, withLanguage, withoutTrailingSlash } from '../shared/routes';
import { pageDocument } from './prerender/page-document';
import { scriptsFor, stylesheetsFor, type ViteManifest } from './prerender/stylesheets';

/**
 * Pages whose first view is the same for every visitor (nothing signed-in or fetched in it), with
 * the module routes.tsx loads for each. The root is not one: it is where a sign-in starts.
 */
const PRERENDERED_PAGES = [
  { route: PAGE_ROUTES.landing, module: 'src/pages/home/HomePage.tsx' },
  { route: PAGE_ROUTES.characters, module: 'src/pages/characters/CharactersPage.tsx' },
  { route: PAGE_ROUTES.pricing, module: 'src/pages/pricing/PricingPage.tsx' },
  { route: PAGE_ROUTES.store, module: 'src/pages/store/StorePage.tsx' },
  { route: PAGE_ROUTES.faq, module: 'src/pages/faq/FaqPage.tsx' },
  // The gallery, the store, What's New and Help are sent with their first screen's data: the server
  // renders them again with it (server/src/http/live-pages.ts); here, their frame.
  { route: PAGE_ROUTES.releases, module: 'src/pages/releases/ReleasesPage.tsx' },
  { route: PAGE_ROUTES.help, module: 'src/pages/releases/ReleasesPage.tsx' },
  // Their documents load after the page shows; its heading and frame are the same for everyone.
  { route: PAGE_ROUTES.terms, module: 'src/pages/legal/LegalPage.tsx' },
  { route: PAGE_ROUTES.privacy, module: 'src/pages/legal/LegalPage.tsx' },
  { route: PAGE_ROUTES.refundPolicy, module: 'src/pages/legal/LegalPage.tsx' },
  // One page per desktop system (download@windows.html, …) and one for the rest, which the server
  // chooses by the visitor's User-Agent. A system's page asks for its release as soon as it hydrates,
  // so it preloads the code that asks (the page's lazy imports) with its own.
  { route: PAGE_ROUTES.download, module: 'src/pages/download/DownloadPage.tsx', perDesktopOs: true },
  // A first visitor's empty cart; a visitor with a saved cart gets the app (server/src/http/renderer.ts).
  { route: PAGE_ROUTES.cart, module: 'src/pages/cart/CartPage.tsx' },
];
/**
 * Documents of pages with a parameter (a product), rendered here without data: the server renders
 * the page into its frame with the data of the path asked for (server/src/http/renderer.ts) and sends
 * it with its stylesheets and code. `route` is any path of the page; `name` the file's.
 */
const PAGE_FRAMES = [
  { name: 'product', route: PAGE_ROUTES.product.replace(':id', 'frame'), module: 'src/pages/store/ProductPage.tsx' },
];
/** The app's start-up module (main.tsx loads it after the first paint). */
const BOOT_MODULE = 'src/app/boot.tsx';
/** The website's layout, a lazy route that main.tsx loads before hydrating: its styles and code come first too. */
const SITE_LAYOUT_MODULE = 'src/layout/SiteLayout.tsx';

const root = path.resolve(import.meta.dirname, '..');
const rendererDir = path.join(root, 'dist/renderer');
const outDir = path.join(rendererDir, 'prerendered');
const framesDir = path.join(rendererDir, 'page-frames');
const prerenderBundle = path.join(root, 'dist/prerender/prerender.js');

// The app renders with React's production build, as in the browser.
process.env.NODE_ENV ??= 'production';

type PrerenderModule = typeof import('../renderer/src/app/prerender');

const { prerenderPage } = (await import(pathToFileURL(prerenderBundle).href)) as PrerenderModule;
const template = fs.readFileSync(path.join(rendererDir, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(rendererDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
fs.rmSync(outDir, { recursive: true, force: true });
fs.rmSync(framesDir, { recursive: true, force: true });
// What the entry script imports statically: it cannot run without them, so they are fetched with it.
const entry = scriptsFor(manifest, ['index.html']);

/** Renders one page as a first visitor's browser first renders it and writes it as a document. */
async function writePage(
  language: Language,
  route: string,
  module: string,
  file: string,
  desktopOs?: DesktopOs,
): Promise<void> {
  const pathname = withLanguage(language, route);
  const page = await prerenderPage(`http://localhost${pathname}`, language, { desktopOs });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const stylesheets = stylesheetsFor(manifest, [BOOT_MODULE, SITE_LAYOUT_MODULE, module]);
  // The layout's and the route's modules and the strings they render with (index.html preloads the start-up code).
  // Only the page language's: every language has every string, so i18next loads no fallback (i18n.ts).
  const strings = page.namespaces
    .map((namespace) => `src/i18n/locales/${language}/${namespace}.json`)
    .filter((key) => key in manifest);
  const fetchingCode = desktopOs ? (manifest[module]?.dynamicImports ?? []) : [];
  const scripts = scriptsFor(manifest, [SITE_LAYOUT_MODULE, module, ...strings, ...fetchingCode]);
  fs.writeFileSync(file, pageDocument(template, language, page, { stylesheets, scripts, entry }));
}

for (const language of LANGUAGES) {
  for (const { route, module, perDesktopOs } of PRERENDERED_PAGES) {
    const pathname = withLanguage(language, route);
    const systems: (DesktopOs | undefined)[] = perDesktopOs ? [null, ...DESKTOP_SYSTEMS] : [undefined];
    for (const desktopOs of systems) {
      const file = path.join(outDir, `${withoutTrailingSlash(pathname)}${desktopOs ? `@${desktopOs}` : ''}.html`);
      await writePage(language, route, module, file, desktopOs);
    }
  }
  for (const { name, route, module } of PAGE_FRAMES) {
    await writePage(language, route, module, path.join(framesDir, language, `${name}.html`));
  }
}
console.log(
  `Prerendered ${fs.readdirSync(outDir, { recursive: true }).filter((file) => String(file).endsWith('.html')).length} pages into ${path.relative(root, outDir)}`,
);
