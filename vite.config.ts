import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '8080';

/** The renderer build. Desktop entry points are added only in desktop mode (`vite build --mode desktop`). */
export default defineConfig({
  root: 'renderer',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The UI library in one chunk: as dozens of tiny shared chunks each cost a round trip on slow links.
      output: {
        codeSplitting: {
          groups: [{ name: 'ui', test: /node_modules[\\/](@mantine|@floating-ui|@tabler|react-remove-scroll|clsx)/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/idp': `http://localhost:${apiPort}`,
      '/assets/docs': `http://localhost:${apiPort}`,
      '/downloads': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
    },
  },
});
