import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_CLIP_MAX_BYTES } from '../../../../shared/audio-clips';
import { ApiRequestError } from '../../api/client';
import en from '../../i18n/locales/en/studio-voice-tools.json';
import ja from '../../i18n/locales/ja/studio-voice-tools.json';
import ko from '../../i18n/locales/ko/studio-voice-tools.json';
import { installFakeXhr } from '../../test/fakeXhr';
import {
  clipErrorKey,
  deleteAudioClip,
  fetchAudioClip,
  isAbort,
  listAudioClips,
  uploadAudioClip,
} from './audioClipsApi';

const clip = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  project_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  file_name: 'take.wav',
  content_type: 'audio/wav',
  size_bytes: 4,
  source: 'recording',
  created_at: '2026-09-01T10:00:00.000Z',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the audio-clip calls', () => {
  it('uploads the audio as multipart, the source before the file, with the Bearer token, reporting progress', async () => {
    const sent = installFakeXhr();
    const progress: number[] = [];
    const stored = uploadAudioClip('tok', clip.project_id, new Blob([new Uint8Array(4)], { type: 'audio/wav' }), {
      fileName: 'take.wav',
      source: 'recording',
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/auth/v2/projects/${clip.project_id}/audio-clips`);
    expect(xhr.headers.authorization).toBe('Bearer tok');
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(['source', 'file']);
    expect((form.get('file') as File).name).toBe('take.wav');
    xhr.progress(100, 400);
    xhr.progress(400, 400);
    xhr.answer(201, { data: clip });
    expect(await stored).toEqual(clip);
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('a cancel while sending drops the request; after all is sent it deletes what the server stored', async () => {
    const sent = installFakeXhr();
    const early = new AbortController();
    const dropped = uploadAudioClip('tok', clip.project_id, new Blob(['x']), {
      fileName: 'x.wav',
      source: 'upload',
      signal: early.signal,
    }).catch((error: unknown) => error);
    sent[0]!.progress(1, 4);
    early.abort();
    expect(sent[0]!.aborted).toBe(true);
    expect(isAbort(await dropped)).toBe(true);

    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    const late = new AbortController();
    const stored = uploadAudioClip('tok', clip.project_id, new Blob(['x']), {
      fileName: 'x.wav',
      source: 'upload',
      signal: late.signal,
    }).catch((error: unknown) => error);
    sent[1]!.progress(4, 4);
    late.abort();
    expect(sent[1]!.aborted).toBe(false);
    sent[1]!.answer(201, { data: clip });
    expect(isAbort(await stored)).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      `/api/auth/v2/projects/${clip.project_id}/audio-clips/${clip.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('refuses a file over 50 MB without sending it', async () => {
    const sent = installFakeXhr();
    const big = { size: AUDIO_CLIP_MAX_BYTES + 1 } as Blob;
    await expect(
      uploadAudioClip('tok', clip.project_id, big, { fileName: 'big.wav', source: 'upload' }),
    ).rejects.toMatchObject({ code: 'AUDIO_TOO_LARGE', status: 413 });
    expect(sent).toEqual([]);
  });

  it('lists, fetches the bytes and deletes', async () => {
    const bytes = Uint8Array.from([82, 73, 70, 70]);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(json({ data: { items: [clip], used_bytes: 4, quota_bytes: -1 } }))
        .mockResolvedValueOnce(new Response(bytes, { headers: { 'content-type': 'audio/wav' } }))
        .mockResolvedValueOnce(new Response(null, { status: 204 })),
    );
    expect(await listAudioClips('tok', clip.project_id)).toEqual({ items: [clip], used_bytes: 4, quota_bytes: -1 });
    const fetched = await fetchAudioClip('tok', clip.project_id, clip.id);
    expect(fetched.contentType).toBe('audio/wav');
    expect(new Uint8Array(fetched.bytes)).toEqual(bytes);
    await expect(deleteAudioClip('tok', clip.project_id, clip.id)).resolves.toBeUndefined();
  });

  it("answers the server's codes as errors, with a message in every language", async () => {
    const sent = installFakeXhr();
    const failed = uploadAudioClip('tok', clip.project_id, new Blob(['x']), {
      fileName: 'x.wav',
      source: 'upload',
    }).catch((error: unknown) => error);
    sent[0]!.answer(403, { detail: { code: 'AUDIO_QUOTA_EXCEEDED', message: 'full' } });
    const failure = await failed;
    expect(failure).toMatchObject({ code: 'AUDIO_QUOTA_EXCEEDED', status: 403 });
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(clipErrorKey(failure)).toBe('clipErrors.AUDIO_QUOTA_EXCEEDED');
    expect(clipErrorKey(new Error('boom'))).toBe('clipErrors.UNKNOWN');
    expect(clipErrorKey(new ApiRequestError('INTERNAL_ERROR', 500, 'x'))).toBe('clipErrors.UNKNOWN');

    const codes = [
      'AUDIO_TOO_LARGE',
      'AUDIO_NOT_SUPPORTED',
      'AUDIO_QUOTA_EXCEEDED',
      'VOICE_CONVERSION_LOCKED',
      'AUDIO_CLIP_NOT_FOUND',
      'PROJECT_NOT_FOUND',
      'RATE_LIMITED',
      'NETWORK_ERROR',
      'TIMEOUT_ERROR',
    ];
    for (const messages of [en, ko, ja]) {
      for (const code of [...codes, 'UNKNOWN']) {
        const key = clipErrorKey(new ApiRequestError(code, 400, ''));
        expect(key).toBe(`clipErrors.${code}`);
        expect((messages.clipErrors as Record<string, string>)[code], `${code}`).toMatch(/\S/);
      }
    }
  });
});
