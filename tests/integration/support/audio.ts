import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encodeWav } from '../../../shared/studio/voice/wav';
import { auth } from './commerce';
import type { TestDatabase } from './databases';
import { type FormPart, multipartForm } from './multipart';
import { API } from './projects';
import { startTestApp, type TestApp } from './testApp';

/** An app storing audio under a fresh data directory, its clock read from `clock`, uploads not rate-limited. */
export async function startAudioTestApp(
  database: TestDatabase,
  clock: { now: Date },
  prefix: string,
): Promise<{ t: TestApp; dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const t = await startTestApp(
    database,
    { DATA_DIR: dataDir, AUDIO_UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' },
    { now: () => clock.now },
  );
  return { t, dataDir };
}

/** Stops an app of startAudioTestApp and removes its data directory. */
export async function stopAudioTestApp(app: { t: TestApp; dataDir: string }): Promise<void> {
  await app.t.close();
  await fs.rm(app.dataDir, { recursive: true, force: true });
}

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
