import type { Plugin } from 'vite';
import { headLinks } from './head-links';

/**
 * Adds a preload of the built font file whose name matches `pattern` to index.html, so that the font
 * is fetched with the page's stylesheets instead of after them (when the browser finds it used), and
 * text is laid out once with it rather than first with a fallback font and again when it arrives.
 */
export function preloadFont(pattern: RegExp): Plugin {
  return headLinks('cantara:preload-font', (bundle) => {
    const font = Object.values(bundle).find((output) => output.type === 'asset' && pattern.test(output.fileName));
    if (!font) throw new Error(`No built font matches ${pattern}`);
    return [{ rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: font.fileName }];
  });
}
