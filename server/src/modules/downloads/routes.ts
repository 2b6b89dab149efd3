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
 * The embedded storage for desktop releases at /downloads: files published to DATA_DIR/downloads
 * (latest.yml, latest-mac.yml, installers), falling back to the latest-version files bundled
 * with the content so that a fresh server answers too.
 */
export const downloadsModule: ApiModule = async (app, { config }) => {
  const published = config.catalogue.downloadsDir;
  const bundled = path.join(config.catalogue.contentDir, 'downloads');

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/downloads/:file',
      { schema: { hide: true, params: z.object({ file: z.string() }) } },
      async (request, reply) => {
        const { file } = request.params;
        if (!FILE_NAME.test(file) || file.includes('..')) return reply.status(404).send(errorBody('NOT_FOUND'));
        const candidates = [path.join(published, file), path.join(bundled, file)];
        const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
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
