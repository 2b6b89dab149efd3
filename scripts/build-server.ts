/**
 * `npm run build:server`: the production server as JavaScript in dist/server (one ES module bundle
 * of server/src and shared/, with its packages left as imports), and the document worker beside it.
 * `npm start` runs it with node; tsx stays for development, tests and scripts.
 */
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/src/main.ts',
    'document-worker': 'server/src/modules/projects/document-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
