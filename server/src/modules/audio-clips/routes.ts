import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AUDIO_CLIP_MAX_BYTES } from '../../../../shared/audio-clips';
import {
  AUDIO_CLIP_FILE_FIELD,
  AUDIO_CLIP_SOURCE_FIELD,
  audioClipIdSchema,
  audioClipListResponseSchema,
  audioClipResponseSchema,
} from '../../../../shared/schemas/audio-clips';
import { errorEnvelopeSchema } from '../../../../shared/schemas/common';
import { ApiError } from '../../http/api-error';
import type { AuthenticatedUser } from '../../http/authenticate';
import { HTTP_LIMITS } from '../../http/http-limits';
import { scheduleSweeps } from '../accounts/purge-sweeper';
import type { ApiModule } from '../context';
import { projectId } from '../projects/route-helpers';
import { type AudioClipService, createAudioClipService } from './service';
import { receiveAudioUpload } from './upload';

const TAG = ['audio clips'];
const security = [{ bearer: [] }];
const API = '/api/auth/v2';
/** Room for the multipart framing and the source field around the largest file, in a declared length. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

// Ids are checked in the handler so that a malformed id is "not found" like any other unknown id.
const projectParams = z.object({ projectId: z.string() });
const clipParams = z.object({ projectId: z.string(), clipId: z.string() });

/** A clip id from a path: a malformed one is "not found" like any other unknown id. */
function clipId(value: string): string {
  if (!audioClipIdSchema.safeParse(value).success) throw new ApiError('AUDIO_CLIP_NOT_FOUND');
  return value.toLowerCase();
}

/**
 * Audio clips of a project (backing tracks, recordings, the voice changer's output), kept in the
 * file storage's private `audio` area and served to their owner only. Registered after the projects
 * and accounts modules: its sweep at start removes the files of the clips their purges removed.
 */
export const audioClipsModule: ApiModule = async (app, context) => {
  const { config, db, now, entitlements, providers } = context;
  const service = createAudioClipService({
    db,
    now,
    entitlements,
    storage: providers.storage,
    uploadDir: config.audio.uploadDir,
    log: app.log,
  });

  await app.register(async (scope) => {
    // The file may be one byte over the limit, so that "too large" is told from "exactly the limit".
    await scope.register(multipart, {
      limits: { fileSize: AUDIO_CLIP_MAX_BYTES + 1, files: 1, fields: 4, parts: 6, fieldSize: 1024, headerPairs: 20 },
    });
    // Every call of this scope is signed in, checked before the body is read.
    const users = new WeakMap<FastifyRequest, AuthenticatedUser>();
    scope.addHook('onRequest', async (request) => {
      users.set(request, await app.requireUser(request));
    });
    const user = async (request: FastifyRequest) => users.get(request) ?? app.requireUser(request);
    registerRoutes(scope, user, service, {
      uploadDir: config.audio.uploadDir,
      uploadsPerMinute: config.audio.uploadRateLimitPerMinute,
    });
  });

  scheduleSweeps(
    app,
    async () => {
      const removed = await service.sweep();
      if (removed) app.log.info({ removed }, 'files of deleted audio clips removed');
    },
    'audio clip file sweep',
  );
};

type UserOf = (request: FastifyRequest) => Promise<AuthenticatedUser>;

function registerRoutes(
  scope: FastifyInstance,
  user: UserOf,
  service: AudioClipService,
  options: { uploadDir: string; uploadsPerMinute: number },
) {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  const clips = `${API}/projects/:projectId/audio-clips`;

  api.post(
    clips,
    {
      schema: {
        tags: TAG,
        security,
        description:
          `Stores an audio clip in the project: multipart/form-data with the audio as \`${AUDIO_CLIP_FILE_FIELD}\` and ` +
          `\`${AUDIO_CLIP_SOURCE_FIELD}\` (upload, recording or voice_changer; upload when absent). The format is ` +
          'recognised from the content (WAV, MP3, OGG, FLAC, M4A, WebM/Matroska), else 415 AUDIO_NOT_SUPPORTED; ' +
          "over 50 MB is 413 AUDIO_TOO_LARGE; beyond the plan's audio storage 403 AUDIO_QUOTA_EXCEEDED; " +
          'voice_changer without the voice_conversion perk 403 VOICE_CONVERSION_LOCKED. Rate-limited per address.',
        consumes: ['multipart/form-data'],
        params: projectParams,
        response: { 201: audioClipResponseSchema, ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
      },
      config: {
        rateLimit: { max: options.uploadsPerMinute, timeWindow: '1 minute' },
        // 50 MB takes 80 s at 5 Mbit/s: far past the 30 s other bodies get (see http/body-deadline.ts).
        bodyTimeoutMs: HTTP_LIMITS.uploadRequestTimeoutMs,
      },
    },
    async (request, reply) => {
      const { uuid } = await user(request);
      const id = projectId(request.params.projectId);
      const limits = await service.prepareUpload(uuid, id);
      // A body declared larger than any accepted upload is refused before it is read.
      const declared = Number(request.headers['content-length']);
      if (declared > AUDIO_CLIP_MAX_BYTES + MULTIPART_ALLOWANCE_BYTES) {
        reply.header('connection', 'close');
        throw new ApiError('AUDIO_TOO_LARGE');
      }
      const upload = await receiveAudioUpload(request, options.uploadDir, limits);
      return reply.status(201).send({ data: await service.store(uuid, id, upload) });
    },
  );

  api.get(
    clips,
    {
      schema: {
        tags: TAG,
        security,
        description:
          "The project's audio clips (metadata), oldest first, with the bytes the user's clips take in all projects and the plan's audio storage (-1 unlimited).",
        params: projectParams,
        response: { 200: audioClipListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { uuid } = await user(request);
      return { data: await service.list(uuid, projectId(request.params.projectId)) };
    },
  );

  api.get(
    `${clips}/:clipId/audio`,
    {
      compress: false,
      schema: {
        tags: TAG,
        security,
        description: "The clip's bytes with its stored content type. Another user's clip is 404, like a missing one.",
        params: clipParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { uuid } = await user(request);
      const { clip, file } = await service.audio(
        uuid,
        projectId(request.params.projectId),
        clipId(request.params.clipId),
      );
      return reply
        .type(clip.content_type)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file.body);
    },
  );

  api.delete(
    `${clips}/:clipId`,
    {
      schema: {
        tags: TAG,
        security,
        description: 'Deletes the clip and its audio.',
        params: clipParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { uuid } = await user(request);
      await service.remove(uuid, projectId(request.params.projectId), clipId(request.params.clipId));
      return reply.status(204).send(null);
    },
  );
}
