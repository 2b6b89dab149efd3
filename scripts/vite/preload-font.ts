import type { Plugin } from 'vite';

/**
 * Adds a preload of the built font file whose name matches `pattern` to index.html, so that the font
 * is fetched with the page's stylesheets instead of after them (when the browser finds it used), and
 * text is laid out once with it rather than first with a fallback font and again when it arrives.
 */
export function preloadFont(pattern: RegExp): Plugin {
  let base = '/';
  return {
    name: 'cantara:preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && pattern.test(output.fileName),
        );
        if (!font) throw new Error(`No built font matches ${pattern}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${font.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
