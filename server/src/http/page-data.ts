import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/languages';
import { PAGE_DATA_ELEMENT_ID, type PageData, serializePageData } from '../../../shared/page-data';
import { splitLanguagePrefix, withoutTrailingSlash } from '../../../shared/routes';
import { escapeHtml, splitResourceHints, withPageHead } from './html';

/**
 * Loads a page's first-screen data in a language, from the services its API answers from; `params`
 * are the path's values for a route's `:name` segments. Null when the path names nothing to show
 * (an unknown product): the page is then sent as the app, rendering nothing on the server.
 */
export type PageDataLoader = (language: Language, params: Record<string, string>) => Promise<PageData | null>;

/** The values of a route's `:name` segments in a path, or null when the path is not the route's. */
export function routeParams(route: string, path: string): Record<string, string> | null {
  const routeParts = route.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (routeParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of routeParts.entries()) {
    const value = pathParts[index] ?? '';
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/**
 * Which pages are sent with their first screen's data, and where that data comes from. API modules
 * name their pages (`provide`); the renderer asks for a page path's data when it serves its HTML.
 */
export class PageDataSources {
  private readonly loaders = new Map<string, PageDataLoader>();
  /** Requests whose page went out with its data (their `Link` header need not announce the data's fetch). */
  private readonly served = new WeakSet<FastifyRequest>();

  /** The data of a page route (`/characters`, `/pricing/store/product/:id`), in every language. */
  provide(route: string, load: PageDataLoader): void {
    this.loaders.set(route, load);
  }

  /** The data for a language-prefixed page path (`/ko/characters`), or undefined when the page has none. */
  dataFor(pathname: string): Promise<PageData | null> | undefined {
    const { lang, path } = splitLanguagePrefix(withoutTrailingSlash(pathname));
    if (!lang) return undefined;
    const exact = this.loaders.get(path);
    if (exact) return exact(lang, {});
    for (const [route, load] of this.loaders) {
      const params = route.includes(':') ? routeParams(route, path) : null;
      if (params) return load(lang, params);
    }
    return undefined;
  }

  markServed(request: FastifyRequest): void {
    this.served.add(request);
  }

  servedWithData(request: FastifyRequest): boolean {
    return this.served.has(request);
  }
}

/** A page rendered with its data: the markup inside #root, the locale namespaces it used, its title and description. */
export type RenderedPage = { html: string; namespaces: string[]; title?: string | null; description?: string | null };

const ROOT_START = /<div id="root"[^>]*>/;
const PRERENDERED_ATTRIBUTE = / data-prerendered="[^"]*"/;

/**
 * A prerendered page's document with the page rendered with its data: the markup inside #root (and
 * the namespaces the browser loads before hydrating), React's resource hints in <head>, and the data
 * itself after #root as JSON that no value can break out of, for the page to hydrate from.
 */
export function fillPageDocument(document: string, page: RenderedPage, data: PageData): string {
  const start = document.match(ROOT_START);
  const bodyEnd = document.lastIndexOf('</body>');
  const rootEnd = document.lastIndexOf('</div>', bodyEnd);
  if (start?.index === undefined || bodyEnd < 0 || rootEnd < start.index) {
    throw new Error('The prerendered page has no #root to fill');
  }
  const { hints, markup } = splitResourceHints(page.html);
  const namespaces = ` data-prerendered="${escapeHtml(page.namespaces.join(' '))}"`;
  const startTag = start[0].replace(PRERENDERED_ATTRIBUTE, '').replace(/>$/, `${namespaces}>`);
  const root = `${startTag}${markup}</div>`;
  const island = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>`;
  // A page whose title and description follow its data (a product's name).
  const head = withPageHead(document.slice(0, start.index), page).replace('</head>', () => `${hints}</head>`);
  return head + root + island + document.slice(rootEnd + '</div>'.length);
}
