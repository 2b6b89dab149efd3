import fs from 'node:fs';
import path from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../http/api-error';
import type { ApiModule } from '../context';

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const CONTENT_TYPES: Record<string, string> = {
  '.yml': 'text/yaml; charset=utf-8',
  '.exe': 'application/vnd.microsoft.portable-executable',
  '.dmg': 'application/x-apple-diskimage',
  '.zip': 'application/zip',
  '.blockmap': 'application/octet-stream',
};

/**
 * The embedded storage for desktop releases at /downloads: only what `scripts/release` published
 * to DATA_DIR/downloads (latest.yml, latest-mac.yml, installers). Before the first release every
 * file answers 404, and the download page says it could not fetch the version information.
 */
export const downloadsModule: ApiModule = async (app, { config }) => {
  const published = config.catalogue.downloadsDir;

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/downloads/:file',
      { schema: { hide: true, params: z.object({ file: z.string() }) } },
      async (request, reply) => {
        const { file } = request.params;
        if (!FILE_NAME.test(file) || file.includes('..')) return reply.status(404).send(errorBody('NOT_FOUND'));
        const candidate = path.join(published, file);
        const found = fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : null;
        if (!found) return reply.status(404).send(errorBody('NOT_FOUND', `No file ${file}`));
        const extension = path.extname(file);
        return reply
          .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
          .header('cache-control', extension === '.yml' ? 'no-cache' : 'public, max-age=86400')
          .header('access-control-allow-origin', '*')
          .send(fs.createReadStream(found));
      },
    );
};
