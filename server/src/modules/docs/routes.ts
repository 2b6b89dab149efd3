import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseDocFileName } from '../../../../shared/schemas/catalog';
import { legalLanguageFor } from '../../../../shared/schemas/content';
import { errorBody } from '../../http/api-error';
import type { ApiModule } from '../context';

/**
 * Legal documents as HTML fragments: /assets/docs/{page}_{lang}.html. ko and en have their own
 * text; any other language gets the English one. The renderer sanitises before showing them.
 */
export const docsModule: ApiModule = async (app, { db }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/assets/docs/:file',
      { schema: { tags: ['docs'], params: z.object({ file: z.string().max(64) }) } },
      async (request, reply) => {
        const parsed = parseDocFileName(request.params.file);
        if (!parsed) return reply.status(404).send(errorBody('NOT_FOUND', 'No such document.'));
        const { page, lang } = parsed;
        const row = await db
          .selectFrom('legal_documents')
          .select('html')
          .where('page', '=', page)
          .where('language', '=', legalLanguageFor(lang))
          .executeTakeFirst();
        if (!row) return reply.status(404).send(errorBody('NOT_FOUND'));
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(row.html);
      },
    );
};
