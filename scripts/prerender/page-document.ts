import type { PrerenderedPage } from '../../renderer/src/app/prerender';
import { START_UP_CODE_ID } from '../../renderer/src/app/startUpCode';
import { escapeHtml, hasPageHead, splitResourceHints, withPageHead } from '../../server/src/http/html';
import type { Language } from '../../shared/languages';

/**
 * Built asset paths, relative to the site root (`assets/x.css`): the page's stylesheets, the code it
 * runs (its layout's, its route's and its strings'), and the entry's own static imports (`entry`),
 * which the entry needs before it can run at all.
 */
export type PageAssets = { stylesheets: readonly string[]; scripts?: readonly string[]; entry?: readonly string[] };

/** The template's module script. */
const ENTRY_SCRIPT = /<script type="module"(?![^>]*fetchpriority)/;
/** The template's code preloads (Vite's and the start-up plugin's), one per line or run together. */
const CODE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="\/([^"]+)"[^>]*>\s*/g;

/**
 * A prerendered page shows before its code runs, so nothing but the entry (a few kilobytes) is fetched
 * before the first paint: the stylesheets, fonts and images of that paint get the connection to
 * themselves, and the app's code, listed in the page, is preloaded by main.tsx right after it.
 */
function codeAfterFirstPaint(template: string, entry: readonly string[]) {
  const later: string[] = [];
  const html = template
    .replace(ENTRY_SCRIPT, '<script type="module" fetchpriority="low"')
    .replace(CODE_PRELOAD, (link, file: string) => {
      if (entry.includes(file))
        return link.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
      later.push(file);
      return '';
    });
  return { html, later };
}

/** The element after #root whose parsing ends the hold on rendering (see renderWholePage). */
const PAGE_END_ID = 'page-end';

/**
 * Holds the first paint until the parser has read the whole page. Chromium otherwise may paint the
 * header as soon as it is parsed and lay out the rest (for a CJK page, 100 ms and more of font work at
 * 4× CPU) in a task after that first paint, where it blocks a tap. A page's HTML is 6–11 KB
 * compressed, so the hold costs little more than parsing it.
 */
const renderWholePage = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;

/** The start-up code's addresses as a JSON list the browser does not run (`<` escaped for the parser). */
const startUpCodeList = (files: readonly string[]) =>
  `<script type="application/json" id="${START_UP_CODE_ID}">${JSON.stringify(files.map((file) => `/${file}`)).replaceAll('<', '\\u003c')}</script>`;

/**
 * The built index.html with one page's prerendered markup inside #root: the page's language on
 * <html>, its title and description, its stylesheets and resource hints in <head>, the locale namespaces the browser
 * must load before hydrating, and the list of its code (the template's start-up code, then the page's
 * own) that main.tsx preloads once the page has painted.
 */
export function pageDocument(
  template: string,
  language: Language,
  page: PrerenderedPage,
  assets: PageAssets = { stylesheets: [] },
): string {
  const { hints, markup } = splitResourceHints(page.html);
  const stylesheets = assets.stylesheets
    .filter((sheet) => !template.includes(`href="/${sheet}"`))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(sheet)}">`)
    .join('');
  const { html: templateWithEntryOnly, later } = codeAfterFirstPaint(template, assets.entry ?? []);
  const pageCode = (assets.scripts ?? []).filter(
    (script) => !template.includes(`href="/${script}"`) && !template.includes(`src="/${script}"`),
  );
  const code = [...later, ...pageCode];
  const head = renderWholePage + stylesheets + hints + (code.length ? startUpCodeList(code) : '');
  const replaceOnce = (document: string, search: string | RegExp, replacement: string) => {
    if (!document.match(search)) throw new Error(`index.html has no ${String(search)}`);
    return document.replace(search, () => replacement);
  };
  if (!hasPageHead(template)) throw new Error('index.html has no <title> or description meta tag');
  let document = replaceOnce(templateWithEntryOnly, /<html lang="[a-z-]*"/i, `<html lang="${language}"`);
  document = withPageHead(document, page);
  if (head) document = replaceOnce(document, '</head>', `${head}</head>`);
  return replaceOnce(
    document,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(page.namespaces.join(' '))}">${markup}</div><template id="${PAGE_END_ID}"></template>`,
  );
}
