import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { refreshOnce, refreshWithRetry } from './refresh';
import { hasSessionHint } from './sessionHint';

const token = { access_token: 't', token_type: 'Bearer' as const, expires_in: 1800 };

describe('refreshWithRetry', () => {
  it('retries a conflicted token after 1 s and succeeds', async () => {
    const call = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError('CONFLICTED_TOKEN', 409, 'Token conflict error.'))
      .mockResolvedValueOnce(token);
    const waits: number[] = [];
    const result = await refreshWithRetry(call, async (ms) => {
      waits.push(ms);
    });
    expect(result).toEqual(token);
    expect(waits).toEqual([1000]);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not retry other errors', async () => {
    const call = vi.fn().mockRejectedValue(new ApiRequestError('LOGIN_REQUIRED', 401, 'Login is required.'));
    await expect(refreshWithRetry(call, async () => {})).rejects.toMatchObject({ code: 'LOGIN_REQUIRED' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('gives up after a few conflicts in a row', async () => {
    const call = vi.fn().mockRejectedValue(new ApiRequestError('CONFLICTED_TOKEN', 409, 'Token conflict error.'));
    await expect(refreshWithRetry(call, async () => {})).rejects.toMatchObject({ code: 'CONFLICTED_TOKEN' });
    expect(call).toHaveBeenCalledTimes(4);
  });
});

describe('refreshOnce', () => {
  it('fails as signed out without a request when the session hint cookie is missing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    try {
      await expect(refreshOnce(() => false)).rejects.toMatchObject({ code: 'LOGIN_REQUIRED', status: 401 });
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks the server when the hint is there', async () => {
    const fetchSpy = vi.fn(async (_url: string) => Response.json(token));
    vi.stubGlobal('fetch', fetchSpy);
    try {
      await expect(refreshOnce(() => true)).resolves.toMatchObject({ access_token: 't' });
      expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/api/auth/v2/auth/refresh-token/validation');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('hasSessionHint', () => {
  it('finds the signed_in cookie among others, by exact name', () => {
    expect(hasSessionHint('consent=1; signed_in=1; region=kr')).toBe(true);
    expect(hasSessionHint('signed_in=1')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('not_signed_in=1; signed_in_before=1')).toBe(false);
  });
});
