import type { PrerenderedPage } from '../../renderer/src/app/prerender';
import { escapeHtml } from '../../server/src/http/html';
import type { Language } from '../../shared/languages';

/** Built asset paths, relative to the site root (`assets/x.css`). */
export type PageAssets = { stylesheets: readonly string[]; scripts?: readonly string[] };

/** Resource hints React writes ahead of the markup (`preload()` calls); they belong in <head>. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;
/** The template's module script and code preloads (Vite's and the start-up plugin's). */
const TEMPLATE_CODE = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

/**
 * A prerendered page shows before its code runs (main.tsx starts the app after the first paint), so
 * its code is fetched at low priority: the stylesheets, fonts and images of the first paint go first
 * instead of sharing the connections with some thirty scripts.
 */
const lowPriorityCode = (html: string) => html.replace(TEMPLATE_CODE, '<$1 fetchpriority="low"');

/**
 * The built index.html with one page's prerendered markup inside #root: the page's language on
 * <html>, its title, its stylesheets, resource hints and the preloads of its own code in <head>, and
 * the locale namespaces the browser must load before hydrating. Its code, the template's included, is
 * fetched at low priority.
 */
export function pageDocument(
  template: string,
  language: Language,
  page: PrerenderedPage,
  assets: PageAssets = { stylesheets: [] },
): string {
  const hints = page.html.match(LEADING_LINKS)?.[0] ?? '';
  const markup = page.html.slice(hints.length);
  const stylesheets = assets.stylesheets
    .filter((sheet) => !template.includes(`href="/${sheet}"`))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(sheet)}">`)
    .join('');
  // After the resource hints: the image a page shows first goes before its code.
  const scripts = (assets.scripts ?? [])
    .filter((script) => !template.includes(`href="/${script}"`) && !template.includes(`src="/${script}"`))
    .map((script) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(script)}">`)
    .join('');
  const head = stylesheets + hints + scripts;
  const replaceOnce = (document: string, search: string | RegExp, replacement: string) => {
    if (!document.match(search)) throw new Error(`index.html has no ${String(search)}`);
    return document.replace(search, () => replacement);
  };
  let document = replaceOnce(lowPriorityCode(template), /<html lang="[a-z-]*"/i, `<html lang="${language}"`);
  if (page.title) document = replaceOnce(document, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (head) document = replaceOnce(document, '</head>', `${head}</head>`);
  return replaceOnce(
    document,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${escapeHtml(page.namespaces.join(' '))}">${markup}</div>`,
  );
}
