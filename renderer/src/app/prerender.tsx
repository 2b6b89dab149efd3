import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { DesktopOs } from '../../../shared/desktop-os';
import type { Language } from '../../../shared/languages';
import { createI18n, loadedNamespaces } from '../i18n/i18n';
import { prerenderDownloadFor } from '../pages/download/servedDesktopOs';
import { Providers } from './providers';
import { routes } from './routes';
import { prerenderedTitle } from './usePageTitle';

export type PrerenderedPage = {
  /** The HTML inside #root. */
  html: string;
  title: string | null;
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
 * stored, nothing fetched yet), waiting for lazy routes and locale files. `desktopOs`: the visitor's
 * system, for the page that depends on it (the download page).
 */
export async function prerenderPage(
  url: string,
  language: Language,
  { desktopOs }: { desktopOs?: DesktopOs } = {},
): Promise<PrerenderedPage> {
  prerenderDownloadFor(desktopOs);
  const i18n = await createI18n(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  prerenderedTitle.current = null;
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </I18nextProvider>,
    // Every boundary inline: out-of-order segments would need inline scripts, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await streamToString(prelude), title: prerenderedTitle.current, namespaces: loadedNamespaces(i18n) };
}
