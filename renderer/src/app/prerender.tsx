import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, useRoutes } from 'react-router-dom';
import type { DesktopOs } from '../../../shared/desktop-os';
import type { Language } from '../../../shared/languages';
import type { PageData } from '../../../shared/page-data';
import { createI18n, loadedNamespaces } from '../i18n/i18n';
import { prerenderDownloadFor } from '../pages/download/servedDesktopOs';
import { PageDataProvider } from './pageData';
import { Providers } from './providers';
import { preloadPath, routes } from './routes';
import { prerenderedHead } from './usePageHead';

export type PrerenderedPage = {
  /** The HTML inside #root. */
  html: string;
  title: string | null;
  /** The page's description for search results, in its language. */
  description?: string | null;
  /** Locale namespaces the page rendered with; the browser loads them before hydrating. */
  namespaces: string[];
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one page the way a first-time visitor's browser first renders it (signed out, nothing
 * stored), waiting for lazy routes and locale files: with nothing fetched yet (the build), or with
 * the data the server sends with the page (`data`, which the browser then hydrates from).
 * `desktopOs`: the visitor's system, for the page that depends on it (the download page).
 */
export function prerenderPage(
  url: string,
  language: Language,
  options: { desktopOs?: DesktopOs; data?: PageData } = {},
): Promise<PrerenderedPage> {
  const rendering = queue.then(() => renderPage(url, language, options));
  queue = rendering.catch(() => {});
  return rendering;
}

function Pages() {
  return useRoutes(routes);
}

/**
 * One page at a time: the title and description a page sets while rendering are kept in one place (prerenderedHead),
 * which two renders at once (the server warming its pages while a visitor asks for another) would share.
 */
let queue: Promise<unknown> = Promise.resolve();

async function renderPage(
  url: string,
  language: Language,
  { desktopOs, data = {} }: { desktopOs?: DesktopOs; data?: PageData },
): Promise<PrerenderedPage> {
  prerenderDownloadFor(desktopOs);
  const i18n = await createI18n(language);
  const { pathname, search } = new URL(url);
  const location = `${pathname}${search}`;
  await preloadPath(location);
  prerenderedHead.title = null;
  prerenderedHead.description = null;
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <PageDataProvider data={data}>
        <Providers>
          <StaticRouter location={location}>
            <Pages />
          </StaticRouter>
        </Providers>
      </PageDataProvider>
    </I18nextProvider>,
    // Every boundary inline: out-of-order segments would need inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await streamToString(prelude),
    title: prerenderedHead.title,
    description: prerenderedHead.description,
    namespaces: loadedNamespaces(i18n),
  };
}
