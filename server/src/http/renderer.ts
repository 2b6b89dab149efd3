import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPagePath, withoutTrailingSlash } from '../../../shared/routes';
import { errorBody } from './api-error';

const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png|webp|jpg|mp3|mp4)$/;

/** Prerendered pages (scripts/prerender-pages.ts) by path: prerendered/en/pricing.html is /en/pricing. */
function readPrerenderedPages(rendererDir: string): Map<string, Buffer> {
  const dir = path.join(rendererDir, 'prerendered');
  const pages = new Map<string, Buffer>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const pagePath = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(pagePath, fs.readFileSync(path.join(dir, file)));
  }
  return pages;
}

/**
 * Serves the built renderer: hashed assets with a year-long immutable cache, everything else
 * revalidated, a page's prerendered HTML where the build wrote one, and index.html for every other
 * page route (404 status for paths no page knows).
 */
export async function registerRenderer(app: FastifyInstance, rendererDir: string): Promise<void> {
  const indexPath = path.join(rendererDir, 'index.html');
  const hasRenderer = fs.existsSync(indexPath);
  const prerendered = hasRenderer ? readPrerenderedPages(rendererDir) : new Map<string, Buffer>();

  if (hasRenderer) {
    await app.register(fastifyStatic, {
      root: rendererDir,
      index: false,
      wildcard: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !hasRenderer || pathname === '/api') {
      return reply.status(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${pathname}`));
    }
    // A query can change what a page shows first (?period=year), which the prerendered HTML does not know.
    const hasQuery = request.url.includes('?');
    const page = hasQuery ? undefined : prerendered.get(withoutTrailingSlash(pathname));
    if (page) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    return reply
      .status(isKnownPagePath(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexPath));
  };
  // The static wildcard would answer the root (a directory) with 403; the root is a page like any other.
  if (hasRenderer) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(sendPage);
}
