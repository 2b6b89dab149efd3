/**
 * Requests per second of GET /api/auth/v2/products (target ≥ 3,000 on a 2-core machine), with a
 * mix of languages so that every currency is exercised.
 * Usage: npx tsx scripts/bench/products-throughput.bench.ts
 */
import autocannon from 'autocannon';
import { startBenchServer } from './server';

const server = await startBenchServer();
try {
  const run = (title: string, requests: autocannon.Request[]) =>
    autocannon({ url: server.url, connections: 50, pipelining: 1, duration: 10, requests, title });
  await run('warm-up', [{ method: 'GET', path: '/api/auth/v2/products?get_free=true' }]);
  const result = await run('products', [
    { method: 'GET', path: '/api/auth/v2/products?get_free=true', headers: { 'accept-language': 'en' } },
    { method: 'GET', path: '/api/auth/v2/products?get_free=false', headers: { 'accept-language': 'ko-KR,ko;q=0.9' } },
    { method: 'GET', path: '/api/auth/v2/products?get_free=true&currency=jpy' },
  ]);
  console.log('GET /api/auth/v2/products — 50 connections, 10 s');
  console.log(
    `requests/s  average ${Math.round(result.requests.average)}  p50 ${result.requests.p50}  min ${result.requests.min}`,
  );
  console.log(`latency ms  average ${result.latency.average}  p99 ${result.latency.p99}`);
  console.log(
    `responses   2xx ${result['2xx']}  non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}`,
  );
} finally {
  await server.stop();
}
