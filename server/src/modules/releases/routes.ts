import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '../../../../shared/languages';
import { type ReleasePostsPage, releasePost } from '../../../../shared/page-data';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { errorEnvelopeSchema } from '../../../../shared/schemas/common';
import {
  blockChildrenQuerySchema,
  blockChildrenResponseSchema,
  databaseQueryBodySchema,
  databaseQueryResponseSchema,
  normalizeNotionId,
  notionIdSchema,
  RELEASE_BLOCKS_PAGE_SIZE,
  RELEASE_POSTS_PAGE_SIZE,
  releasesQueryBody,
} from '../../../../shared/schemas/notion';
import { ApiError } from '../../http/api-error';
import type { ApiModule } from '../context';
import { ShortCache } from '../short-cache';
import { allowEmbedFraming } from './embed-frame';

const CACHE_SECONDS = 60;

/** The release-notes proxy: only the configured database, only the spec's query, from Notion or local content. */
export const releasesModule: ApiModule = async (app, { config, pageData, providers }) => {
  const provider = providers.releaseNotes;
  const databaseId = normalizeNotionId(config.releaseNotes.databaseId);
  const api = app.withTypeProvider<ZodTypeProvider>();
  allowEmbedFraming(app, config.catalogue.releaseEmbedOrigins);

  // What's New (and Help, which shows it) is sent with its first posts: the answers the page's own
  // requests get (as the API serialises them), kept for as long as a browser may keep those.
  const firstPosts = new ShortCache<Language, ReleasePostsPage>(CACHE_SECONDS * 1000, 10);
  const loadFirstPosts = async (language: Language): Promise<ReleasePostsPage> => {
    const query = releasesQueryBody(language);
    const list = databaseQueryResponseSchema.parse(
      await provider.queryPosts({ language, pageSize: query.page_size ?? RELEASE_POSTS_PAGE_SIZE }),
    );
    const posts = await Promise.all(
      list.results.map(async (page) => {
        const blocks = await provider.listBlocks(page.id, { pageSize: RELEASE_BLOCKS_PAGE_SIZE });
        return releasePost(page, blocks ? blockChildrenResponseSchema.parse(blocks).results : []);
      }),
    );
    return { language, posts, nextCursor: list.has_more ? list.next_cursor : null };
  };
  for (const route of [PAGE_ROUTES.releases, PAGE_ROUTES.help]) {
    pageData.provide(route, async (language) => ({
      releases: await firstPosts.get(language, () => loadFirstPosts(language)),
    }));
  }

  const upstream = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      app.log.error({ err: error }, 'release notes provider failed');
      throw new ApiError('UNKNOWN_ERROR', { status: 502, message: 'Release notes are unavailable right now.' });
    }
  };

  api.post(
    '/api/notion/database/:id/query',
    {
      schema: {
        tags: ['releases'],
        params: z.object({ id: notionIdSchema }),
        body: databaseQueryBodySchema,
        response: { 200: databaseQueryResponseSchema, 404: errorEnvelopeSchema, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (normalizeNotionId(request.params.id) !== databaseId) {
        throw new ApiError('NOT_FOUND', { message: 'No such release-notes database.' });
      }
      const { filter, page_size, start_cursor } = request.body;
      const result = await upstream(() =>
        provider.queryPosts({ language: filter.and[1].select.equals, pageSize: page_size, startCursor: start_cursor }),
      );
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return result;
    },
  );

  api.get(
    '/api/notion/blocks/:pageId/children',
    {
      schema: {
        tags: ['releases'],
        params: z.object({ pageId: notionIdSchema }),
        querystring: blockChildrenQuerySchema,
        response: { 200: blockChildrenResponseSchema, 404: errorEnvelopeSchema, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await upstream(() =>
        provider.listBlocks(request.params.pageId, {
          pageSize: request.query.page_size ?? RELEASE_BLOCKS_PAGE_SIZE,
          startCursor: request.query.start_cursor,
        }),
      );
      if (!result) throw new ApiError('NOT_FOUND', { message: 'No such release note.' });
      reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`);
      return result;
    },
  );
};
