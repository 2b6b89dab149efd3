import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { type FileStorage, isStorageKey, storageArea } from './types';

/**
 * Serves uploaded avatars at /files/<key>. Keys contain a random part, so a file never changes:
 * cache for a year. Releases have their own route (/downloads). Audio clips are private: only the
 * audio-clip API serves them, to their owner, so this route answers 404 for every other area.
 */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/files/*',
      { schema: { hide: true, params: z.object({ '*': z.string().max(300) }) } },
      async (request, reply) => {
        const key = request.params['*'];
        const file = isStorageKey(key) && storageArea(key) === 'avatars' ? await storage.get(key) : null;
        if (!file) throw new ApiError('NOT_FOUND');
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-length', file.size)
          .type(file.contentType)
          .send(file.body);
      },
    );
}
