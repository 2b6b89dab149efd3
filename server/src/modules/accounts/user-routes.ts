import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenResponseSchema } from '../../../../shared/schemas/auth';
import {
  activationParamsSchema,
  deactivationResponseSchema,
  deactivationValidationResponseSchema,
  profileImageResponseSchema,
  userInfoPatchQuerySchema,
  userInfoQuerySchema,
  userInfoResponseSchema,
} from '../../../../shared/schemas/user';
import { ApiError } from '../../http/api-error';
import { typedJsonSerializer } from '../../http/typed-json';
import { assertSameOrigin } from './origin-check';
import { refreshCookie } from './refresh-cookie';
import { tokenResponse } from './session-service';
import type { UserService } from './user-service';

export type UserRouteOptions = {
  users: UserService;
  publicUrl: string;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
  codeRateLimitPerMinute: number;
};

const PROFILE_IMAGE_FIELD = 'profile_image';

/** The uploaded photo of a multipart request (the first file in its field; other files are skipped). */
async function readProfileImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  let upload: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === PROFILE_IMAGE_FIELD && !upload) upload = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new ApiError('PAYLOAD_TOO_LARGE');
    }
    throw new ApiError('VALIDATION_ERROR', { message: 'The upload could not be read.' });
  }
  if (!upload)
    throw new ApiError('VALIDATION_ERROR', { message: `Send the image as the ${PROFILE_IMAGE_FIELD} field.` });
  return upload;
}

/** The signed-in user's account calls, and the restore call a deactivated user makes with their code. */
export function registerUserRoutes(app: FastifyInstance, options: UserRouteOptions): void {
  registerProfileRoutes(app, options);
  registerDeactivationRoutes(app, options);
}

const tags = ['user'];
const security = [{ bearer: [] }];

/** The user's info, its changes and the profile photo. */
function registerProfileRoutes(app: FastifyInstance, { users, rateLimitPerMinute }: UserRouteOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: rateLimitPerMinute, timeWindow: '1 minute' };

  routes.get(
    '/api/auth/v2/user',
    {
      schema: {
        tags,
        summary: 'The signed-in user (User info), with the sections the flags ask for',
        security,
        querystring: userInfoQuerySchema,
        response: { 200: userInfoResponseSchema },
      },
      serializerCompiler: typedJsonSerializer,
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { data: await users.info(user.uuid, request.query) };
    },
  );

  routes.patch(
    '/api/auth/v2/user/info',
    {
      schema: {
        tags,
        summary: 'Change agreements, mailing preferences, name or language (given in the query)',
        security,
        querystring: userInfoPatchQuerySchema,
        response: { 200: userInfoResponseSchema },
      },
      config: { rateLimit },
    },
    async (request) => {
      const user = await app.requireUser(request);
      return { data: await users.update(user.uuid, request.query, userInfoQuerySchema.parse({})) };
    },
  );

  routes.put(
    '/api/auth/v2/user/profile-image',
    {
      schema: {
        tags,
        summary: 'Upload a profile photo (multipart field profile_image); stored as a 96x96 square',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: profileImageResponseSchema },
      },
      config: { rateLimit },
    },
    async (request) => {
      const user = await app.requireUser(request);
      const upload = await readProfileImage(request);
      return { data: await users.setProfileImage(user.uuid, upload) };
    },
  );
}

/** Deleting the account (after the check that it may be), and restoring it with the code a sign-in attempt returned. */
function registerDeactivationRoutes(app: FastifyInstance, options: UserRouteOptions): void {
  const { users } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cookie = refreshCookie(options.publicUrl);
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };
  routes.get(
    '/api/auth/v2/user/deactivation-validation',
    {
      schema: {
        tags,
        summary: 'Whether the account may be deleted now (400 while a paid subscription is active)',
        security,
        response: { 200: deactivationValidationResponseSchema },
      },
    },
    async (request) => {
      const user = await app.requireUser(request);
      await users.assertMayDeactivate(user.uuid);
      return { data: true };
    },
  );

  routes.patch(
    '/api/auth/v2/user/deactivation',
    {
      schema: {
        tags,
        summary: 'Deactivate the account; it is removed 30 days later unless restored',
        security,
        response: { 200: deactivationResponseSchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const user = await app.requireUser(request);
      const result = await users.deactivate(user.uuid);
      cookie.clear(reply);
      return { data: result };
    },
  );

  routes.patch(
    '/api/auth/v2/user/activation/:code',
    {
      schema: {
        tags,
        summary: 'Restore a deactivated account with the code its sign-in attempt returned, and sign in',
        params: activationParamsSchema,
        response: { 200: tokenResponseSchema },
      },
      config: { rateLimit: { max: options.codeRateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      assertSameOrigin(request, options.allowedOrigins);
      const session = await users.activate(request.params.code);
      cookie.set(reply, session.refreshToken);
      reply.header('cache-control', 'no-store');
      return tokenResponse(session, false);
    },
  );
}
