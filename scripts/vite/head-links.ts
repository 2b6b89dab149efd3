import type { Plugin } from 'vite';

type Bundle = Record<string, { type: string; fileName: string }>;

/**
 * A build plugin that adds `<link>` tags to index.html's head once the bundle is written; `links`
 * answers each link's attributes from the bundle, with `href` relative to the build's base URL.
 */
export function headLinks(name: string, links: (bundle: Bundle) => Array<Record<string, string>>): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return links(context.bundle).map(({ href, ...attrs }) => ({
          tag: 'link',
          attrs: { ...attrs, href: `${base}${href}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
