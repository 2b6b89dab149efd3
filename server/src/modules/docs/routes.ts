import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { parseDocFileName } from '../../../../shared/schemas/catalog';
import { type LegalPage, legalLanguageFor } from '../../../../shared/schemas/content';
import type { Database } from '../../db/schema';
import { errorBody } from '../../http/api-error';
import type { ApiModule } from '../context';
import { sanitizeLegalHtml } from './sanitize';

/** A legal document's HTML in a page's language (ko and en have their own; others get English). */
async function legalDocument(db: Kysely<Database>, page: LegalPage, lang: string) {
  const language = legalLanguageFor(lang);
  const row = await db
    .selectFrom('legal_documents')
    .select('html')
    .where('page', '=', page)
    .where('language', '=', language)
    .executeTakeFirst();
  return row ? { language, html: row.html } : null;
}

const LEGAL_PAGE_ROUTES: Record<LegalPage, string> = {
  terms: PAGE_ROUTES.terms,
  privacy: PAGE_ROUTES.privacy,
  'refund-policy': PAGE_ROUTES.refundPolicy,
};

/**
 * Legal documents as HTML fragments: /assets/docs/{page}_{lang}.html. ko and en have their own
 * text; any other language gets the English one. The renderer sanitises before showing them.
 */
export const docsModule: ApiModule = async (app, { db, pageData }) => {
  // The legal pages are sent with their document, sanitised (the same text as /assets/docs/…).
  for (const [page, route] of Object.entries(LEGAL_PAGE_ROUTES) as [LegalPage, string][]) {
    pageData.provide(route, async (lang) => {
      const doc = await legalDocument(db, page, lang);
      return doc ? { legal: { page, language: doc.language, html: await sanitizeLegalHtml(doc.html) } } : null;
    });
  }
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/assets/docs/:file',
      { schema: { tags: ['docs'], params: z.object({ file: z.string().max(64) }) } },
      async (request, reply) => {
        const parsed = parseDocFileName(request.params.file);
        if (!parsed) return reply.status(404).send(errorBody('NOT_FOUND', 'No such document.'));
        const row = await legalDocument(db, parsed.page, parsed.lang);
        if (!row) return reply.status(404).send(errorBody('NOT_FOUND'));
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(row.html);
      },
    );
};
