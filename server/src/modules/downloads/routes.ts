import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../http/api-error';
import { isStorageKey } from '../../providers/storage/types';
import type { ApiModule } from '../context';

/**
 * Desktop releases at /downloads: only what `scripts/release` published to the file storage
 * (latest.yml, latest-mac.yml, installers). Before the first release every file answers 404, and
 * the download page says it could not fetch the version information.
 */
export const downloadsModule: ApiModule = async (app, { providers }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/downloads/:file',
      { schema: { hide: true, params: z.object({ file: z.string().max(128) }) } },
      async (request, reply) => {
        const { file } = request.params;
        const key = `downloads/${file}`;
        const found = isStorageKey(key) ? await providers.storage.get(key) : null;
        if (!found) return reply.status(404).send(errorBody('NOT_FOUND', `No file ${file}`));
        return reply
          .type(found.contentType)
          .header('content-length', found.size)
          .header('cache-control', file.endsWith('.yml') ? 'no-cache' : 'public, max-age=86400')
          .header('access-control-allow-origin', '*')
          .send(found.body);
      },
    );
};
