import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiRequest, schemaAlongside } from './client';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest with a schema loader', () => {
  const schema = z.object({ data: z.string() });

  it('loads the schema for an answer and checks it', async () => {
    const load = vi.fn(async () => schema);
    vi.stubGlobal('fetch', answer({ data: 'ok', extra: 1 }));
    await expect(apiRequest('/api/x', { schema: load })).resolves.toEqual({ data: 'ok' });
    vi.stubGlobal('fetch', answer({ data: 5 }));
    await expect(apiRequest('/api/x', { schema: load })).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not load the schema for an error answer', async () => {
    const load = vi.fn(async () => schema);
    vi.stubGlobal('fetch', answer({ detail: { code: 'LOGIN_REQUIRED', message: 'Login is required.' } }, 401));
    await expect(apiRequest('/api/x', { schema: load })).rejects.toMatchObject({ code: 'LOGIN_REQUIRED', status: 401 });
    expect(load).not.toHaveBeenCalled();
  });

  it('starts a schema alongside its request when asked to', async () => {
    const load = vi.fn(async () => schema);
    const loader = schemaAlongside(load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.stubGlobal('fetch', answer({ data: 'ok' }));
    await expect(apiRequest('/api/x', { schema: loader })).resolves.toEqual({ data: 'ok' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
