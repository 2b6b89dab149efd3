import { execFileSync } from 'node:child_process';
import { type BenchServer, startBenchServer } from './server';

/**
 * Runs the production build of the server (built renderer, fresh DATA_DIR, PGlite) on a free
 * loopback port for the length of a benchmark. Builds the renderer first unless SKIP_BUILD=1.
 */
export async function withProductionServer<T>(
  run: (baseUrl: string, server: BenchServer) => Promise<T>,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<T> {
  if (process.env.SKIP_BUILD !== '1')
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  const server = await startBenchServer({ LOG_LEVEL: 'error', ...env }, nodeArgs);
  try {
    return await run(server.url, server);
  } finally {
    await server.stop();
  }
}
