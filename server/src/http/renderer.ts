import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../../../shared/cookies';
import { desktopOsFrom } from '../../../shared/desktop-os';
import {
  isKnownPagePath,
  isStudioPath,
  PAGE_ROUTES,
  splitLanguagePrefix,
  withoutTrailingSlash,
} from '../../../shared/routes';
import { SAVED_CART_COOKIE_NAME } from '../../../shared/schemas/cart';
import { errorBody } from './api-error';
import { withLanguageAlternates } from './language-alternates';
import { buildPageRenderer, createLivePages } from './live-pages';
import { type PageDataSources, routeParams } from './page-data';

const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png|webp|jpg|mp3|mp4)$/;

/**
 * Prerendered pages whose first screen is a first visitor's only (an empty cart): a visitor holding
 * the page's cookie (a saved cart) gets the app, which renders the page from what the browser holds.
 */
const FIRST_VISIT_PAGES: ReadonlyMap<string, string> = new Map([[PAGE_ROUTES.cart, SAVED_CART_COOKIE_NAME]]);

/** Whether the visitor's cookies change what this prerendered page would show first. */
function differsForVisitor(pathname: string, cookies: string | undefined): boolean {
  const cookie = FIRST_VISIT_PAGES.get(splitLanguagePrefix(withoutTrailingSlash(pathname)).path);
  return cookie !== undefined && cookieValue(cookies ?? '', cookie) !== null;
}

/** One encoding of a page's HTML, with its own entity tag. */
type Representation = { body: Buffer; etag: string; encoding?: 'br' | 'gzip' };
type Encoding = NonNullable<Representation['encoding']>;
/**
 * A page's HTML held in memory, with its compressed forms made on first use on libuv's threads
 * (compressing every page at start-up took seconds of the event loop before the first answer).
 */
type Page = { identity: Representation; compressed: (encoding: Encoding) => Promise<Representation> };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function htmlPage(html: Buffer): Page {
  const tag = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  const made = new Map<Encoding, Promise<Representation>>();
  const compress = (encoding: Encoding) =>
    (encoding === 'br'
      ? brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : gzipAsync(html, { level: 9 })
    ).then((body) => ({ body, etag: `"${tag}-${encoding === 'br' ? 'br' : 'gz'}"`, encoding }));
  return {
    identity: { body: html, etag: `"${tag}"` },
    compressed: (encoding) => {
      let representation = made.get(encoding);
      if (!representation) {
        representation = compress(encoding);
        made.set(encoding, representation);
      }
      return representation;
    },
  };
}

/**
 * Prerendered pages (scripts/prerender-pages.ts) by path: prerendered/en/pricing.html is /en/pricing.
 * A page prerendered per desktop system has its variants under `{path}@{system}` (download@macos.html).
 * Each names its address and its other languages' (language-alternates.ts) under the site's origin.
 */
function readPrerenderedPages(rendererDir: string, publicUrl: string): Map<string, Page> {
  const dir = path.join(rendererDir, 'prerendered');
  const pages = new Map<string, Page>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const pagePath = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    const [address = pagePath] = pagePath.split('@');
    pages.set(pagePath, htmlPage(Buffer.from(withLanguageAlternates(html, publicUrl, address))));
  }
  return pages;
}

/** Pages with a parameter whose document the build wrote as a frame (scripts/prerender-pages.ts), by file name. */
const FRAMED_ROUTES: ReadonlyMap<string, string> = new Map([['product', PAGE_ROUTES.product]]);

/** The build's page frames (page-frames/en/product.html) by language and name (`en/product`). */
function readPageFrames(rendererDir: string): Map<string, string> {
  const dir = path.join(rendererDir, 'page-frames');
  const frames = new Map<string, string>();
  if (!fs.existsSync(dir)) return frames;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html'))
      frames.set(
        file.slice(0, -'.html'.length).split(path.sep).join('/'),
        fs.readFileSync(path.join(dir, file), 'utf8'),
      );
  }
  return frames;
}

/** The frame of a language-prefixed page path with a parameter (`/ja/pricing/store/product/hodo`), if the build wrote one. */
function frameFor(frames: ReadonlyMap<string, string>, pathname: string): string | undefined {
  const { lang, path: route } = splitLanguagePrefix(pathname);
  if (!lang) return undefined;
  for (const [name, pattern] of FRAMED_ROUTES) {
    if (routeParams(pattern, route)) return frames.get(`${lang}/${name}`);
  }
  return undefined;
}

/** Whether Accept-Encoding allows an encoding (named with a q-value above 0, or by `*`). */
function accepts(header: string, encoding: string): boolean {
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding) return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard;
}

/** The smallest representation the client accepts. */
async function negotiate(page: Page, acceptEncoding: string | undefined): Promise<Representation> {
  for (const encoding of ['br', 'gzip'] as const) {
    if (!acceptEncoding || !accepts(acceptEncoding, encoding)) continue;
    const compressed = await page.compressed(encoding);
    if (compressed.body.length < page.identity.body.length) return compressed;
  }
  return page.identity;
}

/** True when If-None-Match names the representation's entity tag (weak comparison, as for GET). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Serves the built renderer: hashed assets with a year-long immutable cache, everything else
 * revalidated, a page's prerendered HTML where the build wrote one, and index.html for every other
 * page route (404 status for paths no page knows). Page HTML is read and tagged once at start-up,
 * compressed (brotli, gzip) once on first use, and answered from memory, with 304 for a matching If-None-Match. A
 * prerendered page whose first screen shows data (`pageData`: the catalogue, the release notes) is
 * rendered again with the data of the moment, by the build's server-side renderer, and sent with it:
 * its pictures and text paint before any script runs. Should that fail, the build's page goes out.
 */
export async function registerRenderer(
  app: FastifyInstance,
  { rendererDir, publicUrl }: { rendererDir: string; publicUrl: string },
  pageData?: PageDataSources,
): Promise<void> {
  const indexPath = path.join(rendererDir, 'index.html');
  const hasRenderer = fs.existsSync(indexPath);
  const prerendered = hasRenderer ? readPrerenderedPages(rendererDir, publicUrl) : new Map<string, Page>();
  const shell = hasRenderer ? htmlPage(fs.readFileSync(indexPath)) : null;
  // The studio's pages start without the website's layout: their shell does not preload it (a build
  // without studio.html serves index.html for them too).
  const studioPath = path.join(rendererDir, 'studio.html');
  const studioShell = hasRenderer && fs.existsSync(studioPath) ? htmlPage(fs.readFileSync(studioPath)) : shell;
  const pageRenderer = hasRenderer && pageData && prerendered.size ? buildPageRenderer(rendererDir) : null;
  const livePages =
    pageRenderer && pageData ? createLivePages(pageData, pageRenderer, (html) => htmlPage(Buffer.from(html))) : null;
  const frames = hasRenderer && pageData ? readPageFrames(rendererDir) : new Map<string, string>();
  /** The build's documents as text, decoded once, for the pages rendered again with their data. */
  const documents = new Map<Page, string>();
  const documentOf = (page: Page) => {
    const known = documents.get(page);
    if (known !== undefined) return known;
    const text = page.identity.body.toString('utf8');
    documents.set(page, text);
    return text;
  };
  /**
   * The page rendered into `document` (the build's page, or its frame for a page with a parameter)
   * with its data; undefined when the page has no data, the path names nothing (an unknown product)
   * or rendering failed.
   */
  const withData = async (request: FastifyRequest, pagePath: string, document: string): Promise<Page | undefined> => {
    try {
      const live = await livePages?.page(pagePath, document);
      if (live) pageData?.markServed(request);
      return live;
    } catch (error) {
      request.log.error({ err: error }, `rendering ${pagePath} with its data failed`);
      return undefined;
    }
  };
  /** The page to send for a path: the build's page (with its data when it has some), or a frame filled with its data. */
  const pageFor = async (request: FastifyRequest, pagePath: string, builtPage: Page | undefined) => {
    if (builtPage) return (await withData(request, pagePath, documentOf(builtPage))) ?? builtPage;
    const frame = frameFor(frames, pagePath);
    return frame ? withData(request, pagePath, withLanguageAlternates(frame, publicUrl, pagePath)) : undefined;
  };

  if (hasRenderer) {
    await app.register(fastifyStatic, {
      root: rendererDir,
      index: false,
      // One route per built file, found at start-up: a page path never costs a look on disk (with a
      // catch-all route every page request first searched the directory for a file of its name).
      wildcard: false,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !shell || pathname === '/api') {
      return reply.status(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${pathname}`));
    }
    // A query can change what a page shows first (?period=year), which the prerendered HTML does not know.
    const hasQuery = request.url.includes('?');
    const pagePath = withoutTrailingSlash(pathname);
    const system = desktopOsFrom(
      String(request.headers['sec-ch-ua-platform'] ?? ''),
      String(request.headers['user-agent'] ?? ''),
    );
    const forSystem = prerendered.get(`${pagePath}@${system}`);
    const perSystem = forSystem !== undefined || prerendered.has(`${pagePath}@windows`);
    const personal = differsForVisitor(pathname, request.headers.cookie);
    // A variant (`download@windows`) is not a page of its own.
    const asBuilt = !hasQuery && !pagePath.includes('@');
    const builtPage = asBuilt && !personal ? (forSystem ?? prerendered.get(pagePath)) : undefined;
    const prerenderedPage = asBuilt ? await pageFor(request, pagePath, builtPage) : undefined;
    const status = prerenderedPage || isKnownPagePath(pathname) ? 200 : 404;
    const appShell = isStudioPath(pathname) ? studioShell : shell;
    const chosen = await negotiate(prerenderedPage ?? appShell ?? shell, request.headers['accept-encoding']);
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header(
        'vary',
        perSystem
          ? 'Accept-Encoding, User-Agent, Sec-CH-UA-Platform'
          : FIRST_VISIT_PAGES.has(splitLanguagePrefix(pagePath).path)
            ? 'Accept-Encoding, Cookie'
            : 'Accept-Encoding',
      )
      .header('etag', chosen.etag)
      .type('text/html; charset=utf-8');
    if (status === 200 && notModified(request.headers['if-none-match'], chosen.etag)) return reply.status(304).send();
    if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
    return reply.send(chosen.body);
  };
  // The root is a page like any other.
  if (hasRenderer) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(sendPage);
  // In production the pages with data are rendered once before the first visitor asks (in the background).
  if (livePages && process.env.NODE_ENV === 'production') {
    app.addHook('onReady', () => {
      for (const [pagePath, page] of prerendered) {
        void livePages.page(pagePath, documentOf(page))?.catch(() => {});
        for (const encoding of ['br', 'gzip'] as const) void page.compressed(encoding);
      }
    });
  }
}
