import createDOMPurify, { type DOMPurify } from 'dompurify';
import { LEGAL_HTML_SANITIZE_CONFIG } from '../../../../shared/legal-html';

let purify: DOMPurify | undefined;
/** The last documents sanitised, by their source: a document changes only when the content is seeded again. */
const sanitized = new Map<string, string>();
const KEPT = 16;

/**
 * A legal document sanitised as the browser sanitises it (shared/legal-html.ts), with DOMPurify over
 * a jsdom window (loaded on first use), for the legal pages the server sends with their document.
 */
export async function sanitizeLegalHtml(html: string): Promise<string> {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  if (!purify) {
    const { JSDOM } = await import('jsdom');
    purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  }
  const clean = purify.sanitize(html, LEGAL_HTML_SANITIZE_CONFIG);
  if (sanitized.size >= KEPT) sanitized.clear();
  sanitized.set(html, clean);
  return clean;
}
