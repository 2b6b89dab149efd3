import DOMPurify from 'dompurify';
import { LEGAL_HTML_SANITIZE_CONFIG } from '../../../../shared/legal-html';

/** Sanitised legal HTML: no scripts, no event handlers, no styles, links only to safe places. */
export function sanitizeLegalHtml(html: string): string {
  return DOMPurify.sanitize(html, LEGAL_HTML_SANITIZE_CONFIG);
}
