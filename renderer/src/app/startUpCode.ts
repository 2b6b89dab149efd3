import { yieldToBrowser } from './stepByStep';

/** The JSON list of the app's code a prerendered page carries (scripts/prerender/page-document.ts). */
export const START_UP_CODE_ID = 'start-up-code';

const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * Links added per task. Each insertion starts a request and invalidates the document's style: at 4×
 * CPU, four links took 40–55 ms a task and the first batch (which also reads the list) 75–100 ms.
 */
const LINKS_PER_TASK = 1;

/**
 * Preloads the code a prerendered page listed for after its first paint, one file per task, so
 * that the start-up steps main.tsx imports one after another find it downloading instead of each
 * waiting for the one before. Only built scripts of this site are preloaded.
 */
export async function preloadStartUpCode(document: Document): Promise<void> {
  const files = listedFiles(document);
  for (let start = 0; start < files.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToBrowser();
    for (const file of files.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  }
}

function listedFiles(document: Document): string[] {
  const list = document.getElementById(START_UP_CODE_ID)?.textContent;
  if (!list) return [];
  let files: unknown;
  try {
    files = JSON.parse(list);
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  return files.filter((file): file is string => typeof file === 'string' && BUILT_SCRIPT.test(file));
}
