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

type CheckResult<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly unknown[] };

/** What an answer is checked with: the Standard Schema interface, which every zod schema has. */
export type AnswerCheck<T> = {
  readonly '~standard': { readonly validate: (value: unknown) => CheckResult<T> | Promise<CheckResult<T>> };
};

/**
 * The schema an answer must match, or a loader of it. A loader keeps zod and the schema off a page's
 * first load: they are fetched when an answer arrives to be checked (an error answer needs neither).
 */
export type ResponseSchema<T> = AnswerCheck<T> | (() => Promise<AnswerCheck<T>>);

/**
 * A schema loader started at once, alongside its request: for a call whose answer a page waits for,
 * so that checking the answer does not wait for the schema's code after the answer arrives.
 */
export function schemaAlongside<T>(load: () => Promise<AnswerCheck<T>>): () => Promise<AnswerCheck<T>> {
  const pending = load();
  // A failed load is reported when the answer is checked (and not at all when the request fails first).
  pending.catch(() => undefined);
  return () => pending;
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  /** Sent as multipart/form-data instead of a JSON body. */
  formData?: FormData;
  /** Extra request headers. */
  headers?: Record<string, string>;
  schema: ResponseSchema<T>;
  accessToken?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
};

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The error of an answer other than 2xx, from its envelope (`body` is the parsed JSON, or null). */
export function errorOfAnswer(status: number, statusText: string, body: unknown): ApiRequestError {
  const detail = (body as { detail?: Record<string, unknown> } | null)?.detail ?? {};
  const code = isErrorCode(detail.code) ? detail.code : 'UNKNOWN_ERROR';
  const message = typeof detail.message === 'string' ? detail.message : statusText;
  return new ApiRequestError(code, status, message, detail);
}

async function readError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  return errorOfAnswer(response.status, response.statusText, body);
}

/** Checks an answer against its schema (or the schema a loader brings). */
export async function checkAnswer<T>(schema: ResponseSchema<T>, status: number, payload: unknown): Promise<T> {
  const check = typeof schema === 'function' ? await schema() : schema;
  // The schema's Standard Schema interface: checking an answer needs no zod import of its own here.
  const checked = await check['~standard'].validate(payload);
  if (checked.issues) throw new ApiRequestError('UNKNOWN_ERROR', status, 'Unexpected response shape.');
  return checked.value;
}

/**
 * Calls the API with credentials, an optional Bearer token and timeout, and validates the answer.
 * Errors arrive as ApiRequestError with the catalogue code: TIMEOUT_ERROR, NETWORK_ERROR or the server's.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  return (await apiResponse(path, options)).data;
}

/** Like apiRequest, with the HTTP status (e.g. 201 for a new registration). A 204 answer parses as undefined. */
export async function apiResponse<T>(path: string, options: RequestOptions<T>): Promise<{ status: number; data: T }> {
  const response = await send(path, options, 'application/json');
  const payload = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  return { status: response.status, data: await checkAnswer(options.schema, response.status, payload) };
}

/**
 * A call whose answer is bytes (an audio clip), with the same token, timeout and errors as apiRequest:
 * the body as an ArrayBuffer and the type the server sent.
 */
export async function apiBytes(
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'>,
): Promise<{ bytes: ArrayBuffer; contentType: string }> {
  const response = await send(path, options, '*/*');
  try {
    return { bytes: await response.arrayBuffer(), contentType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    throw networkError(error);
  }
}

/** A failed fetch as the catalogue code the callers handle: TIMEOUT_ERROR or NETWORK_ERROR (an abort stays one). */
function networkError(error: unknown): unknown {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiRequestError('TIMEOUT_ERROR', 500, 'The request has timed out.');
  }
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiRequestError('NETWORK_ERROR', 0, 'Network request failed.');
}

/** Sends the request; an answer other than 2xx becomes the ApiRequestError of its envelope. */
async function send(path: string, options: Omit<RequestOptions<unknown>, 'schema'>, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept, ...options.headers };
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
    throw networkError(error);
  }
  if (!response.ok) throw await readError(response);
  return response;
}
