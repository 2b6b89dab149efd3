import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../../shared/languages';
import { currencyForLanguage } from '../../../../shared/money';
import { PAGE_ROUTES } from '../../../../shared/routes';
import {
  charactersResponseSchema,
  faqQuerySchema,
  faqResponseSchema,
  fullImageQuerySchema,
  fullImageResponseSchema,
  PRODUCTS_CACHE_SECONDS,
  type ProductsResponse,
  productsQuerySchema,
  productsResponseSchema,
  siteConfigResponseSchema,
} from '../../../../shared/schemas/catalog';
import { errorEnvelopeSchema } from '../../../../shared/schemas/common';
import { ApiError, errorBody } from '../../http/api-error';
import { requestLanguage } from '../../http/request-language';
import type { ApiModule } from '../context';
import { fullImageFile, signedFullImageUrl, verifyFullImageSignature } from './media';
import { needsCharacters, pagePreloads } from './page-preloads';
import { type CatalogService, createCatalogService } from './service';

const MEDIA_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Characters, plans and prices, FAQ and the media that goes with them. */
export const catalogModule: ApiModule = async (app, { config, db, now, pageData }) => {
  const service = createCatalogService(db, now);
  // The gallery and the store are sent with their cards (the same data as /api/catalog/characters and the products).
  pageData.provide(PAGE_ROUTES.characters, async () => ({ characters: await service.characters() }));
  const storeData = async (language: Language) => {
    const [characters, products] = await Promise.all([
      service.characters(),
      service.products(currencyForLanguage(language), true),
    ]);
    return { characters, products };
  };
  pageData.provide(PAGE_ROUTES.store, storeData);
  // A product page shows the same data; a path naming no character is sent as the app.
  pageData.provide(PAGE_ROUTES.product, async (language, { id }) => {
    const data = await storeData(language);
    return data.characters.some((character) => character.id === id) ? data : null;
  });
  const siteConfig = () => ({
    downloads_url: config.catalogue.downloadsUrl,
    release_embed_origins: config.catalogue.releaseEmbedOrigins,
    sale_end: config.catalogue.saleEnd.toISOString(),
    notion_database_id: config.releaseNotes.databaseId,
  });
  // Pricing is sent with its plans and prices and the sale's end (the answers of the products and config calls).
  pageData.provide(PAGE_ROUTES.pricing, async (language) => ({
    products: await service.products(currencyForLanguage(language), true),
    siteConfig: siteConfig(),
  }));
  // The FAQ page is sent with its questions (the same data as /api/catalog/faq).
  pageData.provide(PAGE_ROUTES.faq, async (language) => ({ faq: { language, items: await service.faq(language) } }));
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerProducts(api, service);

  api.get(
    '/api/catalog/characters',
    { schema: { tags: ['catalogue'], response: { 200: charactersResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${PRODUCTS_CACHE_SECONDS}`);
      return { data: await service.characters() };
    },
  );

  api.get(
    '/api/catalog/faq',
    { schema: { tags: ['catalogue'], querystring: faqQuerySchema, response: { 200: faqResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${PRODUCTS_CACHE_SECONDS}`);
      return { data: await service.faq(request.query.lang) };
    },
  );

  api.get(
    '/api/catalog/config',
    { schema: { tags: ['catalogue'], response: { 200: siteConfigResponseSchema } } },
    async () => ({ data: siteConfig() }),
  );

  api.get(
    '/api/auth/v2/instrument/full-image',
    {
      schema: {
        tags: ['catalogue'],
        security: [{ bearer: [] }],
        querystring: fullImageQuerySchema,
        response: { 200: fullImageResponseSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await app.requireUser(request);
      const slug = await service.findCharacterSlug(request.query.instrument_id);
      if (!slug) throw new ApiError('NOT_FOUND', { message: 'No such character.' });
      const file = fullImageFile(slug, request.query.bg);
      return {
        data: {
          url: signedFullImageUrl(config.catalogue.mediaSigningSecret, file, now()),
          file_name: `cantara-${file}`,
        },
      };
    },
  );

  const fullDir = path.join(config.catalogue.contentDir, 'media-full');
  api.get(
    '/media/full/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[a-z]+(-bg)?\.webp$/) }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const { expires, signature } = request.query;
      if (!verifyFullImageSignature(config.catalogue.mediaSigningSecret, file, expires, signature, now())) {
        return reply.status(403).send(errorBody('LOGIN_REQUIRED', 'This image link has expired or is not valid.'));
      }
      const filePath = path.join(fullDir, file);
      if (!fs.existsSync(filePath)) return reply.status(404).send(errorBody('NOT_FOUND'));
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `attachment; filename="cantara-${file}"`)
        .send(fs.createReadStream(filePath));
    },
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    const pathname = request.url.split('?')[0] ?? '';
    const characters = needsCharacters(pathname) ? await service.characters().catch(() => []) : [];
    const links = pagePreloads(pathname, characters, { dataInPage: pageData.servedWithData(request) });
    if (links.length) reply.header('link', links.join(', '));
    return payload;
  });

  await app.register(fastifyStatic, {
    root: path.join(config.catalogue.contentDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', `public, max-age=${MEDIA_MAX_AGE_SECONDS}`);
    },
  });
};

function registerProducts(api: FastifyInstance, service: CatalogService): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/v2/products',
    {
      schema: {
        tags: ['catalogue'],
        description:
          'Plans and character add-ons with their prices. The currency follows Accept-Language (ko → krw, ja → jpy, otherwise usd) unless `currency` is given.',
        querystring: productsQuerySchema,
        response: { 200: productsResponseSchema },
      },
    },
    async (request, reply) => {
      const currency =
        request.query.currency ?? currencyForLanguage(requestLanguage(request.headers['accept-language']));
      const body = await service.productsJson(currency, request.query.get_free);
      return (
        reply
          .header('cache-control', `public, max-age=${PRODUCTS_CACHE_SECONDS}`)
          .header('vary', 'Accept-Language')
          .type('application/json; charset=utf-8')
          // Already serialised (and validated when built): Fastify sends a JSON string as it is.
          .send(body as unknown as ProductsResponse)
      );
    },
  );
}
