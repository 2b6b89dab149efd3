/** A fragment of markup that is already safe to insert. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Tagged template that escapes every interpolated value unless it is SafeHtml (or a list of them). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Resource hints React writes ahead of a page's markup (`preload()` calls); they belong in <head>. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** A rendered page's leading resource hints and the markup after them. */
export function splitResourceHints(html: string): { hints: string; markup: string } {
  const hints = html.match(LEADING_LINKS)?.[0] ?? '';
  return { hints, markup: html.slice(hints.length) };
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** Whether a document has the <title> and description meta tag that withPageHead fills. */
export function hasPageHead(document: string): boolean {
  return TITLE.test(document) && DESCRIPTION.test(document);
}

/** A document with a page's title and search description in <head>, each where the page set one. */
export function withPageHead(document: string, head: { title?: string | null; description?: string | null }): string {
  const { title, description } = head;
  let filled = document;
  if (title) filled = filled.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  if (description)
    filled = filled.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  return filled;
}
