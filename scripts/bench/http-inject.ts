import type { FastifyInstance } from 'fastify';

type InjectOptions = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object;
};

/**
 * The part of Fastify's inject() the integration helpers use (tests/integration/support/idp.ts),
 * sent over real HTTP to a server in another process, so that benchmarks sign in through the same
 * pages and calls. The client address is the benchmark's own (remoteAddress is ignored).
 */
export function httpInjector(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions) => {
    const headers = Object.fromEntries(
      Object.entries(options.headers ?? {}).filter(([name, value]) => name !== 'host' && value !== ''),
    );
    const body =
      options.payload === undefined
        ? undefined
        : typeof options.payload === 'string'
          ? options.payload
          : JSON.stringify(options.payload);
    if (body !== undefined && typeof options.payload === 'object') headers['content-type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}${options.url}`, {
      method: options.method,
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    const responseHeaders: Record<string, string | string[]> = Object.fromEntries(response.headers);
    responseHeaders['set-cookie'] = response.headers.getSetCookie();
    return { statusCode: response.status, headers: responseHeaders, body: text, json: () => JSON.parse(text) };
  };
  return { inject } as unknown as FastifyInstance;
}
