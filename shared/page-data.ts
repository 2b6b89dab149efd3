import type { Language } from './languages';
import type { CharacterView, FaqItemView, ProductsResponse, SiteConfig } from './schemas/catalog';
import type { LegalLanguage, LegalPage } from './schemas/content';
import type { Block, ReleasePage } from './schemas/notion';

/** A release note as the What's New page shows it. */
export type ReleasePost = { id: string; date: string; title: string; version: string; blocks: Block[] };

/** One page of release notes in a language, newest first, with the cursor of the next page. */
export type ReleasePostsPage = { language: Language; posts: ReleasePost[]; nextCursor: string | null };

/**
 * The data a page's first screen shows, sent with its HTML by the server (the same answers its API
 * gives), so that the page paints it before any script runs and hydrates from it without fetching.
 */
export type PageData = {
  characters?: CharacterView[];
  /** The store's product list (free add-ons included) in its currency. */
  products?: ProductsResponse;
  /** The site configuration (the sale's end on pricing), as /api/catalog/config answers it. */
  siteConfig?: SiteConfig;
  releases?: ReleasePostsPage;
  /** A legal page's document in the language it is shown in, sanitised (shared/legal-html.ts). */
  legal?: { page: LegalPage; language: LegalLanguage; html: string };
  /** The FAQ's questions and answers in the page's language. */
  faq?: { language: Language; items: FaqItemView[] };
};

/** The id of the `<script type="application/json">` that carries a page's data in its HTML. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

const plainText = (items: { plain_text: string }[]) => items.map((item) => item.plain_text).join('');

/** A release-notes database page and its blocks as one post. */
export function releasePost(page: ReleasePage, blocks: Block[]): ReleasePost {
  return {
    id: page.id,
    date: page.properties.date.date?.start ?? '',
    title: plainText(page.properties.title.title),
    version: plainText(page.properties.version.rich_text),
    blocks,
  };
}

/**
 * Page data as the text of a `<script type="application/json">` element: JSON in which `<`, `>`, `&`
 * and the line separators are escaped, so that no value (a release note's text, a name) can close
 * the element or start markup.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
