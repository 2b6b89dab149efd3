import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { type AccessTokenVerifier, installAuthentication } from './http/authenticate';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerRenderer } from './http/renderer';
import { registerSecurityHeaders } from './http/security';
import { apiModules } from './modules';
import { createAccessTokens } from './modules/accounts/access-tokens';
import type { ModuleContext } from './modules/context';
import { Entitlements } from './modules/entitlements';
import { projectActivity } from './modules/projects/activity';

export type AppDeps = {
  database: DatabaseHandle;
  /** Injected so that tests can move time; defaults to the wall clock. */
  now?: () => Date;
  /** Replaces the real access-token check (tests of other areas may sign requests their own way). */
  verifyAccessToken?: AccessTokenVerifier;
  /** Entitlements registry; Commerce provides its source through it (tests may provide their own). */
  entitlements?: Entitlements;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole HTTP application. main.ts listens with it; tests call it through inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, config.version);

  const now = deps.now ?? (() => new Date());
  const accessTokens = await createAccessTokens(deps.database.db, now, config.publicUrl);
  const context: ModuleContext = {
    config,
    db: deps.database.db,
    databaseKind: deps.database.kind,
    now,
    accessTokens,
    entitlements: deps.entitlements ?? new Entitlements(),
    projectActivity: projectActivity(deps.database.db),
  };
  installAuthentication(app, deps.verifyAccessToken ?? accessTokens.verify);
  for (const registerModule of apiModules) await registerModule(app, context);

  await registerRenderer(app, config.rendererDir);
  return app;
}
