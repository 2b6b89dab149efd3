/**
 * Connection limits: a request must deliver its headers within 10 s and its whole body within 30 s
 * (checked every second), and a keep-alive connection closes after 72 s idle or 1,000 requests
 * (a shorter idle limit races browsers reusing the connection). Audio uploads (50 MB, 80 s at
 * 5 Mbit/s) get 10 minutes for their body: Node's own request timeout is that longest figure, and
 * registerBodyDeadline holds every other route to the 30 s (http/body-deadline.ts).
 */
export const HTTP_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  uploadRequestTimeoutMs: 10 * 60_000,
  keepAliveTimeoutMs: 72_000,
  maxRequestsPerSocket: 1_000,
  connectionsCheckingIntervalMs: 1_000,
} as const;
