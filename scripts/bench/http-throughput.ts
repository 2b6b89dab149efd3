import autocannon from 'autocannon';

/** Below the 1,000 requests after which the server closes a keep-alive connection (HTTP_LIMITS in server/src/app.ts). */
const RECONNECT_EVERY = 950;

export type ThroughputResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
};

/** Drives one endpoint on loopback for a bounded time and returns its throughput and latency. */
export async function measureThroughput(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests each connection cycles through (a mixed load), instead of the one url/method/body. */
  requests?: autocannon.Request[];
  connections?: number;
  seconds?: number;
}): Promise<ThroughputResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.requests,
    connections: options.connections ?? 20,
    duration: options.seconds ?? 8,
    // Node answers 503 to requests sent on a connection past that limit; browsers open a new
    // connection when told to close, autocannon has to be told to.
    reconnectRate: RECONNECT_EVERY,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function formatThroughput(label: string, r: ThroughputResult): string {
  return `${label}: ${r.requestsPerSecond} req/s (p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}, errors ${r.errors})`;
}
