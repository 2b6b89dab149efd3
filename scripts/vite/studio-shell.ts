import type { Plugin } from 'vite';
import { type Bundle, chunkGraph } from './bundle-graph';

type BundleAsset = { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * The chunks only `layoutModule`'s chunk brings in: its own and the ones it imports that no other
 * start-up chunk (the ones index.html preloads besides) imports.
 */
export function layoutOnlyChunks(bundle: Bundle, layoutModule: RegExp, html: string): string[] {
  const { chunk: layout, staticClosure: closure } = chunkGraph(bundle, layoutModule);
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="[^"]*?\/?(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  const layoutChunks = closure([layout.fileName]);
  const others = closure(preloaded.filter((file) => !layoutChunks.has(file)));
  return [...layoutChunks].filter((file) => !others.has(file));
}

/**
 * Writes studio.html beside index.html: the same page without the preloads of the website's layout
 * (header, footer, menus), which the studio's pages never run (renderer/src/main.tsx skips that
 * start-up step there). The server answers the studio's addresses with it.
 */
export function studioShell(layoutModule: RegExp): Plugin {
  return {
    name: 'cantara:studio-shell',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'] as BundleAsset | undefined;
        if (!index) return;
        const html = String(index.source);
        const skipped = new Set(layoutOnlyChunks(bundle, layoutModule, html));
        const studio = html.replace(
          /[ \t]*<link rel="modulepreload"[^>]* href="[^"]*?\/?(assets\/[^"]+\.js)">\n?/g,
          (link, file) => (skipped.has(file) ? '' : link),
        );
        this.emitFile({ type: 'asset', fileName: 'studio.html', source: studio });
      },
    },
  };
}
