import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { isErrorCode } from '../../../shared/errors';

/** A failed API call, carrying the catalogue code the server (or the client) gave it. */
export class ApiRequestError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export type RequestOptions<S extends $ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  /** Sent as multipart/form-data instead of a JSON body. */
  formData?: FormData;
  /** Extra request headers. */
  headers?: Record<string, string>;
  schema: S;
  accessToken?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
};

function buildUrl(path: string, query: RequestOptions<$ZodType>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  const detail = (body as { detail?: Record<string, unknown> } | null)?.detail ?? {};
  const code = isErrorCode(detail.code) ? detail.code : 'UNKNOWN_ERROR';
  const message = typeof detail.message === 'string' ? detail.message : response.statusText;
  return new ApiRequestError(code, response.status, message, detail);
}

/**
 * Calls the API with credentials, an optional Bearer token and timeout, and validates the answer.
 * Errors arrive as ApiRequestError with the catalogue code: TIMEOUT_ERROR, NETWORK_ERROR or the server's.
 */
export async function apiRequest<S extends $ZodType>(path: string, options: RequestOptions<S>): Promise<output<S>> {
  return (await apiResponse(path, options)).data;
}

/** Like apiRequest, with the HTTP status (e.g. 201 for a new registration). A 204 answer parses as undefined. */
export async function apiResponse<S extends $ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<{ status: number; data: output<S> }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (signal): signal is AbortSignal => Boolean(signal),
  );
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      body: options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiRequestError('TIMEOUT_ERROR', 500, 'The request has timed out.');
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError('NETWORK_ERROR', 0, 'Network request failed.');
  }
  if (!response.ok) throw await readError(response);
  const payload = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  const parsed = safeParse(options.schema, payload);
  if (!parsed.success) throw new ApiRequestError('UNKNOWN_ERROR', response.status, 'Unexpected response shape.');
  return { status: response.status, data: parsed.data };
}
