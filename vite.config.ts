import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { desktopBuildConfigFromEnv } from './electron/desktop-config';
import { cmuDictionary } from './scripts/vite/cmu-dictionary';
import { preloadFont } from './scripts/vite/preload-font';
import { preloadStartUp } from './scripts/vite/preload-start-up';
import { studioShell } from './scripts/vite/studio-shell';

const apiPort = process.env.PORT ?? '8080';
const fromRoot = (file: string) => path.resolve(import.meta.dirname, file);

/**
 * Electron's main process and preload, built by vite-plugin-electron into dist-electron/. The main
 * process is an ES module; the preload is CommonJS because sandboxed preloads cannot be modules.
 * keytar stays outside the bundle: its native module is loaded from node_modules (asar-unpacked).
 */
async function desktopPlugins(): Promise<PluginOption[]> {
  const { default: electron } = await import('vite-plugin-electron/simple');
  const buildConfig = desktopBuildConfigFromEnv(process.env);
  return electron({
    main: {
      entry: fromRoot('electron/main.ts'),
      // Development starts Electron after each main-process build; without its binary, say how to get it.
      onstart: async ({ startup }) => {
        try {
          await startup();
        } catch (error) {
          console.error(`\n[desktop] Electron could not start (${(error as Error).message}).`);
          console.error(
            '[desktop] Download its binary once with `npm run desktop:setup`; the renderer keeps running.\n',
          );
        }
      },
      vite: {
        define: { __DESKTOP_BUILD_CONFIG__: JSON.stringify(buildConfig) },
        build: {
          outDir: fromRoot('dist-electron'),
          sourcemap: true,
          minify: false,
          rolldownOptions: { external: ['keytar'] },
        },
      },
    },
    preload: {
      input: fromRoot('electron/preload.ts'),
      vite: {
        build: {
          outDir: fromRoot('dist-electron'),
          sourcemap: 'inline',
          minify: false,
          rolldownOptions: { output: { entryFileNames: '[name].cjs' } },
        },
      },
    },
  });
}

/** The renderer build. Desktop entry points are added only in desktop mode (`vite build --mode desktop`). */
export default defineConfig(async ({ mode, command, isSsrBuild }) => ({
  root: 'renderer',
  publicDir: 'public',
  plugins: [
    react(),
    // The interface font's Latin part: every page in every language sets text with it.
    preloadFont(/inter-latin-wght-normal-[\w-]+\.woff2$/),
    // The app's start-up chunks, fetched together rather than one after another.
    preloadStartUp(/[\\/]renderer[\\/]src[\\/]main\.tsx$/),
    // studio.html: index.html without the website layout's preloads, for the studio's pages.
    studioShell(/[\\/]renderer[\\/]src[\\/]layout[\\/]SiteLayout\.tsx$/),
    cmuDictionary(),
    ...(mode === 'desktop' ? await desktopPlugins() : []),
  ],
  resolve: {
    // react-router's package exports name only its development build (with dev-time checks and
    // warnings); production builds use the production build it ships beside it.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: fromRoot('node_modules/react-router/dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: fromRoot('node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]
        : [],
  },
  build: isSsrBuild
    ? // `vite build --ssr src/app/prerender.tsx`: what scripts/prerender-pages.ts renders pages with.
      { outDir: '../dist/prerender', emptyOutDir: true, copyPublicDir: false }
    : {
        // Desktop mode's renderer output (relative asset paths) must never replace the one the server serves.
        outDir: mode === 'desktop' ? '../dist/desktop-renderer' : '../dist/renderer',
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 700,
        // Small chunks shared by several pages are copied into the chunks that use them: the home page
        // loads 25 files instead of a hundred (every file costs the loader a request and a preload).
        // React's own modules are shared by nearly every chunk: copied, a page would download them once
        // per chunk that uses them (four times on the home page), so they stay in one chunk.
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Mantine's everyday parts, which the site layout, the studio's frame and nearly every page
              // use: one chunk, rather than a copy in the layout and another in the page.
              groups: [
                {
                  name: 'mantine-common',
                  // The direction context too: Tabs, ScrollArea and the pop-ups read it, and left to the
                  // chunker it lands in floating-ui's chunk, which pricing then loads for it alone.
                  test: /[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](Button|Group|Text|Stack|Container|Anchor|UnstyledButton|Transition|ActionIcon)|core[\\/]DirectionProvider)[\\/]/,
                },
                {
                  // Positioning for pop-ups (menus, selects, tooltips): its own chunk, so that the parts
                  // that share a hook with the pop-ups (ScrollArea) do not fetch it with the first screen.
                  name: 'floating-ui',
                  test: /[\\/]node_modules[\\/]@floating-ui[\\/]/,
                },
              ],
              experimentalInlineCommonChunks: {
                maxSize: 20_000,
                exclude: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              },
            },
          },
        },
        // scripts/prerender-pages.ts links each prerendered page's stylesheets from it.
        manifest: true,
      },
  // Module workers: the voice and phoneme workers load the English dictionary (its compact form,
  // scripts/vite/cmu-dictionary.ts) as its own chunk, only for English songs.
  worker: { format: 'es' as const, plugins: () => [cmuDictionary()] },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/idp': `http://localhost:${apiPort}`,
      '/assets/docs': `http://localhost:${apiPort}`,
      '/downloads': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
      '/billing': `http://localhost:${apiPort}`,
    },
  },
}));
