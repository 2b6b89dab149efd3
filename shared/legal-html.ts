import type { Config } from 'dompurify';

/**
 * What a legal document may contain once sanitised (DOMPurify): document markup, no scripts, no event
 * handlers, no styles or forms, links only to http(s), mail or this site. The browser and the server
 * (which sends the legal pages with their document) sanitise alike.
 */
export const LEGAL_HTML_SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
} satisfies Config;
