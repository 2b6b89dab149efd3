/** The value of one cookie in a Cookie header (or `document.cookie`), undecoded; null without it. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    const key = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (key === name) return separator < 0 ? '' : part.slice(separator + 1).trim();
  }
  return null;
}
