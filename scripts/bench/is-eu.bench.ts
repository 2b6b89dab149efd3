/** Prints requests per second of GET /api/auth/v2/is-eu against the production build on loopback. */
import { formatThroughput, measureThroughput } from './http-throughput';
import { withProductionServer } from './production-server';

export async function benchIsEu(baseUrl: string): Promise<string> {
  await measureThroughput({ url: `${baseUrl}/api/auth/v2/is-eu`, seconds: 2 }); // warm-up
  const result = await measureThroughput({ url: `${baseUrl}/api/auth/v2/is-eu`, headers: { 'cf-ipcountry': 'DE' } });
  return formatThroughput('GET /api/auth/v2/is-eu', result);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await withProductionServer(benchIsEu));
}
