import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { projectCountsResponseSchema } from '../../../../shared/schemas/commerce';
import { errorEnvelopeSchema } from '../../../../shared/schemas/common';
import {
  createProjectBodySchema,
  projectConflictSchema,
  projectForbiddenSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectResponseSchema,
  projectSummaryResponseSchema,
  projectTemplateListResponseSchema,
  projectTitleSchema,
  projectVersionListResponseSchema,
  renameProjectBodySchema,
  saveProjectBodySchema,
} from '../../../../shared/schemas/projects';
import { DOCUMENT_LIMITS } from '../../../../shared/studio/limits';
import { ApiError, errorBody } from '../../http/api-error';
import type { AuthenticatedUser } from '../../http/authenticate';
import { scheduleSweeps } from '../accounts/purge-sweeper';
import { createClipCopies } from '../audio-clips/copies';
import type { ApiModule } from '../context';
import { createDocumentPool } from './document-pool';
import { baseVersionOf, documentBodyValidator, projectId, sendProject } from './route-helpers';
import { createSaveLimiter } from './save-limiter';
import { createProjectService, type ProjectService } from './service';
import { loadTemplates } from './templates';

const TAG = ['projects'];
const security = [{ bearer: [] }];
const API = '/api/auth/v2';

/**
 * Bodies up to twice the document limit are read, so that a document over the limit is answered
 * with PROJECT_TOO_LARGE (and its envelope) rather than cut off; larger bodies get the same code.
 */
const DOCUMENT_BODY_LIMIT = 2 * DOCUMENT_LIMITS.maxJsonBytes + 64 * 1024;

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: projectForbiddenSchema,
  404: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

// Ids are checked in the handler so that a malformed id is "not found" like any other unknown id.
const idParams = z.object({ id: z.string() });
const versionParams = z.object({
  id: z.string(),
  version: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
});
const saveHeaders = z.object({
  'if-match': z.optional(z.string().check(z.maxLength(32))),
});
const duplicateBodySchema = z.nullish(z.object({ title: z.optional(projectTitleSchema) }));

export const projectsModule: ApiModule = async (app, context) => {
  const { config, db, now, entitlements, providers } = context;
  const documents = createDocumentPool();
  app.addHook('onClose', () => documents.close());
  const service = createProjectService({
    db,
    now,
    entitlements,
    templates: await loadTemplates(config.projects.templatesDir),
    saveLimiter: createSaveLimiter(config.projects.saveRateLimitPerMinute, now),
    documents,
    clipCopies: createClipCopies({ db, now, entitlements, storage: providers.storage, log: app.log }),
  });

  await app.register(async (scope) => registerRoutes(scope, app, service));
  registerPublicRoutes(app, service);

  scheduleSweeps(
    app,
    async () => {
      const purged = await service.purgeTrash();
      if (purged) app.log.info({ purged }, 'projects purged from the trash');
    },
    'project trash sweep',
  );
};

async function registerRoutes(scope: FastifyInstance, app: FastifyInstance, service: ProjectService): Promise<void> {
  // A body beyond DOCUMENT_BODY_LIMIT is a project too large to save, in the API's envelope.
  scope.setErrorHandler((error, _request, reply) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('PROJECT_TOO_LARGE'));
    }
    throw error;
  });
  // Every call of this scope is signed in, checked before the body is read or validated.
  const users = new WeakMap<FastifyRequest, AuthenticatedUser>();
  scope.addHook('onRequest', async (request) => {
    users.set(request, await app.requireUser(request));
  });
  const user = async (request: FastifyRequest) => users.get(request) ?? app.requireUser(request);
  registerListRoutes(scope, user, service);
  // The calls that carry a whole document read their body as bytes (see documentBodyValidator).
  await scope.register(async (documentScope) => registerDocumentRoutes(documentScope, user, service));
  registerProjectRoutes(scope, user, service);
  registerVersionRoutes(scope, user, service);
}

/** The signed-in user of a request of the signed-in scope. */
type UserOf = (request: FastifyRequest) => Promise<AuthenticatedUser>;

/** The project list and the trash. */
function registerListRoutes(scope: FastifyInstance, user: UserOf, service: ProjectService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${API}/projects`,
    {
      schema: {
        tags: TAG,
        security,
        description: "A page of the user's projects (not those in the trash), the last saved first.",
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list((await user(request)).uuid, request.query) }),
  );

  api.get(
    `${API}/projects/trash`,
    {
      schema: {
        tags: TAG,
        security,
        description:
          'A page of the projects in the trash, the last deleted first; each is purged 30 days after deletion.',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list((await user(request)).uuid, request.query, true) }),
  );
}

/** Creating and saving a project: the calls whose body is a whole document. */
function registerDocumentRoutes(documentScope: FastifyInstance, user: UserOf, service: ProjectService): void {
  documentScope.removeContentTypeParser('application/json');
  documentScope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const api = documentScope.withTypeProvider<ZodTypeProvider>();
  // A document with control characters is an invalid project (the global input guard's code).
  const documentBody = {
    bodyLimit: DOCUMENT_BODY_LIMIT,
    validatorCompiler: documentBodyValidator as never,
    config: { invalidTextCode: 'INVALID_PROJECT' as const },
  };
  api.post(
    `${API}/projects`,
    {
      ...documentBody,
      schema: {
        tags: TAG,
        security,
        description:
          'Creates a project: blank (title and character), from a demo song (template_id) or from an imported document. Refused with 403 PROJECT_QUOTA_EXCEEDED at the project quota.',
        body: createProjectBodySchema,
        response: { 201: projectResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { uuid } = await user(request);
      return sendProject(reply, 201, await service.create(uuid, request.body as unknown as Buffer));
    },
  );

  api.put(
    `${API}/projects/:id`,
    {
      ...documentBody,
      schema: {
        tags: TAG,
        security,
        description:
          'Saves the whole document as the next version. If-Match names the version it was based on; a stale one gets 409 with current_version. Rate-limited per user.',
        params: idParams,
        headers: saveHeaders,
        body: saveProjectBodySchema,
        response: { 200: projectSummaryResponseSchema, ...errors, 409: projectConflictSchema },
      },
    },
    async (request, reply) => {
      const { uuid } = await user(request);
      const id = projectId(request.params.id);
      const baseVersion = baseVersionOf(request.headers['if-match']);
      const summary = await service.save(uuid, id, baseVersion, request.body as unknown as Buffer);
      return reply.header('etag', `"${summary.version}"`).send({ data: summary });
    },
  );
}

/** One project: read, rename, duplicate, trash and restore. */
function registerProjectRoutes(scope: FastifyInstance, user: UserOf, service: ProjectService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${API}/projects/:id`,
    {
      schema: {
        tags: TAG,
        security,
        params: idParams,
        response: { 200: projectResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const project = await service.get((await user(request)).uuid, projectId(request.params.id));
      return sendProject(reply.header('etag', `"${project.version}"`), 200, project);
    },
  );

  api.patch(
    `${API}/projects/:id`,
    {
      schema: {
        tags: TAG,
        security,
        description: 'Renames the project (its document title too), as a new version.',
        params: idParams,
        body: renameProjectBodySchema,
        response: { 200: projectSummaryResponseSchema, ...errors, 409: projectConflictSchema },
      },
    },
    async (request) => {
      const { uuid } = await user(request);
      return { data: await service.rename(uuid, projectId(request.params.id), request.body.title) };
    },
  );

  api.post(
    `${API}/projects/:id/duplicate`,
    {
      schema: {
        tags: TAG,
        security,
        description:
          'Copies the project (optionally under another title) with its own copies of the audio clips its document ' +
          'plays (new clip ids). Counts against the project quota (403 PROJECT_QUOTA_EXCEEDED) and, with the ' +
          "copied audio, against the plan's audio storage (403 AUDIO_QUOTA_EXCEEDED); a refusal stores nothing.",
        params: idParams,
        body: duplicateBodySchema,
        response: { 201: projectResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { uuid } = await user(request);
      return sendProject(reply, 201, await service.duplicate(uuid, projectId(request.params.id), request.body?.title));
    },
  );

  api.delete(
    `${API}/projects/:id`,
    {
      schema: {
        tags: TAG,
        security,
        description: 'Moves the project to the trash, restorable for 30 days.',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.trash((await user(request)).uuid, projectId(request.params.id));
      return reply.status(204).send(null);
    },
  );

  api.post(
    `${API}/projects/:id/restore`,
    {
      schema: {
        tags: TAG,
        security,
        description:
          'Takes the project out of the trash. Refused with 403 PROJECT_QUOTA_EXCEEDED at the project quota.',
        params: idParams,
        response: { 200: projectSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.restore((await user(request)).uuid, projectId(request.params.id)),
    }),
  );
}

/** A project's saved versions. */
function registerVersionRoutes(scope: FastifyInstance, user: UserOf, service: ProjectService): void {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${API}/projects/:id/versions`,
    {
      schema: {
        tags: TAG,
        security,
        description: 'The last 50 saves, the newest first.',
        params: idParams,
        response: { 200: projectVersionListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.versions((await user(request)).uuid, projectId(request.params.id)),
    }),
  );

  api.get(
    `${API}/projects/:id/versions/:version`,
    {
      schema: {
        tags: TAG,
        security,
        description: 'The project as it was saved at that version.',
        params: versionParams,
        response: { 200: projectResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { uuid } = await user(request);
      return sendProject(reply, 200, await service.version(uuid, projectId(request.params.id), request.params.version));
    },
  );

  api.post(
    `${API}/projects/:id/versions/:version/restore`,
    {
      schema: {
        tags: TAG,
        security,
        description: 'Saves that version again as the newest one (with the checks of a save).',
        params: versionParams,
        response: { 200: projectSummaryResponseSchema, ...errors, 409: projectConflictSchema },
      },
    },
    async (request) => {
      const { uuid } = await user(request);
      return { data: await service.restoreVersion(uuid, projectId(request.params.id), request.params.version) };
    },
  );
}

/** The calls outside the signed-in scope: the demo songs, and the count (which answers its own 401 code). */
function registerPublicRoutes(app: FastifyInstance, service: ProjectService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    `${API}/project-templates`,
    {
      schema: {
        tags: TAG,
        description: 'The demo songs a project can start from, one per language.',
        response: { 200: projectTemplateListResponseSchema },
      },
    },
    async () => ({ data: service.templates() }),
  );

  api.get(
    `${API}/project-counts`,
    {
      schema: {
        tags: TAG,
        security,
        description: 'How many projects the user keeps (not counting the trash), against the plan quota.',
        response: { 200: projectCountsResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      // The plan page answers this code by going back to /my-page (spec section 8).
      const signedIn = await app.optionalUser(request);
      if (!signedIn) throw new ApiError('AUTHENTICATION_FAILED');
      return { data: await service.count(signedIn.uuid) };
    },
  );
}
