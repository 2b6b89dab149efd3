import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../../shared/languages';
import { type PageData, serializePageData } from '../../../shared/page-data';
import { splitLanguagePrefix } from '../../../shared/routes';
import { fillPageDocument, type PageDataSources, type RenderedPage } from './page-data';

/** Renders a page of the app with its data (renderer/src/app/prerender.tsx, built by `vite build --ssr`). */
export type PageRenderer = (url: string, language: Language, options: { data: PageData }) => Promise<RenderedPage>;

/** Bound on the rendered pages kept (pages × languages × versions of their data); past it the cache starts over. */
const MAX_KEPT = 200;

/**
 * The app's server-side renderer from a build (dist/prerender/prerender.js beside dist/renderer), if
 * it has one: loaded when a page first needs it (a server that sends no such page never loads React
 * and the app's modules).
 */
export function buildPageRenderer(rendererDir: string): PageRenderer | null {
  const entry = path.join(rendererDir, '..', 'prerender', 'prerender.js');
  if (!fs.existsSync(entry)) return null;
  let loading: Promise<PageRenderer> | undefined;
  const load = () => {
    loading ??= import(pathToFileURL(entry).href).then((module: { prerenderPage?: PageRenderer }) => {
      if (!module.prerenderPage) throw new Error(`${entry} exports no prerenderPage`);
      return module.prerenderPage;
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return async (url, language, options) => (await load())(url, language, options);
}

/**
 * Pages sent with their first screen rendered from their data at request time: the build's
 * prerendered document with the page rendered again with the data the API serves now. A rendering
 * is kept for as long as the data is the same (keyed by the data itself, so a change to the
 * catalogue or the release notes renders the page anew) and turned into whatever the caller keeps
 * (`finish`: compressed bodies).
 */
export function createLivePages<T>(
  sources: PageDataSources,
  render: PageRenderer,
  finish: (html: string) => T,
): { page(pathname: string, document: string): Promise<T | undefined> | undefined } {
  const kept = new Map<string, Promise<T>>();
  return {
    page(pathname, document) {
      const loading = sources.dataFor(pathname);
      const { lang } = splitLanguagePrefix(pathname);
      if (!loading || !lang) return undefined;
      return loading.then((data) => {
        if (!data) return undefined;
        const json = serializePageData(data);
        const key = `${pathname}\n${createHash('sha256').update(json).digest('base64url')}`;
        const hit = kept.get(key);
        if (hit) return hit;
        if (kept.size >= MAX_KEPT) kept.clear();
        const rendering = render(`http://localhost${pathname}`, lang, { data }).then((page) =>
          finish(fillPageDocument(document, page, data)),
        );
        kept.set(key, rendering);
        rendering.catch(() => {
          if (kept.get(key) === rendering) kept.delete(key);
        });
        return rendering;
      });
    },
  };
}
