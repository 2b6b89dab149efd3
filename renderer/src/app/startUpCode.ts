import { yieldToBrowser } from './stepByStep';

/** The JSON list of the app's code a prerendered page carries (scripts/prerender/page-document.ts). */
export const START_UP_CODE_ID = 'start-up-code';

const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * Preloads the code a prerendered page listed for after its first paint, so that the start-up steps
 * main.tsx imports one after another find it downloading instead of each waiting for the one before.
 * One file per task: at 4× CPU, four a task made tasks of 40–55 ms. Only built scripts of this site
 * are preloaded.
 */
export async function preloadStartUpCode(document: Document): Promise<void> {
  const files = listedFiles(document);
  for (const [index, file] of files.entries()) {
    if (index > 0) await yieldToBrowser();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
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
