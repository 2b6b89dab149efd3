import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encodeWav } from '../../../shared/studio/voice/wav';
import { auth } from './commerce';
import { type FormPart, multipartForm } from './multipart';
import { API } from './projects';

/** A short mono WAV of a sine tone: `samples` 16-bit samples at 8 kHz. */
export function wav(samples = 4000): Buffer {
  const tone = Float32Array.from({ length: samples }, (_, index) => 0.5 * Math.sin((index / 8000) * 2 * Math.PI * 440));
  return Buffer.from(encodeWav([tone], 8000));
}

/** The audio-clip calls of one signed-in user in one project, answering the raw responses. */
export function audioClipsClient(app: FastifyInstance, token: string, projectId: string) {
  const base = `${API}/projects/${projectId}/audio-clips`;
  const upload = (parts: FormPart[], options: { cutAfter?: number } = {}): Promise<LightMyRequestResponse> => {
    const form = multipartForm(parts, options);
    return app.inject({
      method: 'POST',
      url: base,
      headers: { ...auth(token), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  return {
    upload,
    file: (content: Buffer, source?: string, filename = 'take.wav', contentType = 'audio/wav') =>
      upload([
        ...(source ? [{ name: 'source', value: source }] : []),
        { name: 'file', filename, contentType, content },
      ]),
    list: () => app.inject({ method: 'GET', url: base, headers: auth(token) }),
    audio: (clipId: string) => app.inject({ method: 'GET', url: `${base}/${clipId}/audio`, headers: auth(token) }),
    remove: (clipId: string) => app.inject({ method: 'DELETE', url: `${base}/${clipId}`, headers: auth(token) }),
  };
}
