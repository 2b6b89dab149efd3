import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/client';
import { refreshWithRetry } from './refresh';

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
