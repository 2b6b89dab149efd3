/** The JSON list of the app's code a prerendered page carries (scripts/prerender/page-document.ts). */
export const START_UP_CODE_ID = 'start-up-code';

const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * Preloads the code a prerendered page listed for after its first paint, all at once, so that the
 * start-up steps main.tsx imports one after another find it downloading instead of each waiting for
 * the one before. Only built scripts of this site are preloaded.
 */
export function preloadStartUpCode(document: Document): void {
  const list = document.getElementById(START_UP_CODE_ID)?.textContent;
  if (!list) return;
  let files: unknown;
  try {
    files = JSON.parse(list);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !BUILT_SCRIPT.test(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}
