import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { installFakeXhr } from '../test/fakeXhr';
import { apiUpload } from './upload';

const schema = z.object({ data: z.object({ id: z.string() }) });
const send = (signal?: AbortSignal) =>
  apiUpload('/api/x', { formData: new FormData(), schema, timeoutMs: 1000, signal }).catch((error: unknown) => error);

afterEach(() => vi.unstubAllGlobals());

describe('apiUpload', () => {
  it('answers the checked body, or the codes the fetch client gives for the network, a timeout and a bad answer', async () => {
    const made = installFakeXhr();
    const ok = send();
    expect(made[0]!.timeout).toBe(1000);
    made[0]!.answer(201, { data: { id: 'a' } });
    expect(await ok).toEqual({ data: { id: 'a' } });

    const offline = send();
    made[1]!.onerror?.();
    expect(await offline).toMatchObject({ code: 'NETWORK_ERROR' });
    const slow = send();
    made[2]!.ontimeout?.();
    expect(await slow).toMatchObject({ code: 'TIMEOUT_ERROR' });
    const odd = send();
    made[3]!.answer(201, { nothing: true });
    expect(await odd).toMatchObject({ code: 'UNKNOWN_ERROR' });
  });

  it('sends nothing when already aborted, and aborts the request when its signal is', async () => {
    const made = installFakeXhr();
    const controller = new AbortController();
    controller.abort();
    expect(await send(controller.signal)).toMatchObject({ name: 'AbortError' });
    expect(made).toEqual([]);
    const later = new AbortController();
    const pending = send(later.signal);
    later.abort();
    expect(made[0]!.aborted).toBe(true);
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});
