/**
 * Load generator run in its own process (so that it does not share the server's event loop): keeps
 * CONNECTIONS requests in flight for SECONDS and prints latency and throughput as JSON. `{n}` in the
 * URL or body is replaced by a running number, so that every request can ask for something new.
 * Usage: node --import tsx scripts/bench/load-client.ts '<json options>'
 */
type Options = {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
};

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const latencies: number[] = [];
let failures = 0;
let counter = 0;
const deadline = performance.now() + options.seconds * 1000;

async function worker() {
  while (performance.now() < deadline) {
    counter += 1;
    const n = String(counter);
    const started = performance.now();
    try {
      const response = await fetch(options.url.replaceAll('{n}', n), {
        method: options.method,
        headers: options.headers,
        body: options.body?.replaceAll('{n}', n),
      });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures += 1;
    } catch {
      failures += 1;
    }
  }
}

const began = performance.now();
await Promise.all(Array.from({ length: options.connections }, worker));
const elapsed = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
console.log(
  JSON.stringify({
    requests: latencies.length,
    failures,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    mean: latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length),
  }),
);

export {};
