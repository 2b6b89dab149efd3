import { execFileSync } from 'node:child_process';
import { type BenchServer, startBenchServer } from './server';

/**
 * Runs the production build of the server (built renderer, fresh DATA_DIR, PGlite) on a free
 * loopback port for the length of a benchmark. Builds it first (`npm run build`: renderer and
 * prerendered pages, as served in production) unless SKIP_BUILD=1.
 */
export async function withProductionServer<T>(
  run: (baseUrl: string, server: BenchServer) => Promise<T>,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<T> {
  if (process.env.SKIP_BUILD !== '1')
    execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const server = await startBenchServer({ LOG_LEVEL: 'error', ...env }, nodeArgs);
  try {
    return await run(server.url, server);
  } finally {
    await server.stop();
  }
}
