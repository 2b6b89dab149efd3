import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { type AccessTokenVerifier, installAuthentication } from './http/authenticate';
import { registerBodyDeadline } from './http/body-deadline';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http/error-handler';
import { HTTP_LIMITS } from './http/http-limits';
import { registerInputGuard } from './http/input-guard';
import { loggerOptions } from './http/log-scrub';
import { registerOpenApi } from './http/openapi';
import { PageDataSources } from './http/page-data';
import { pinPublicOrigin } from './http/public-origin';
import { registerRenderer } from './http/renderer';
import { OneLineRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security';
import { apiModules } from './modules';
import { createAccessTokens } from './modules/accounts/access-tokens';
import type { ModuleContext } from './modules/context';
import { Entitlements } from './modules/entitlements';
import { projectActivity } from './modules/projects/activity';
import { selectProviders } from './providers';

export type AppDeps = {
  database: DatabaseHandle;
  /** Injected so that tests can move time; defaults to the wall clock. */
  now?: () => Date;
  /** Replaces the real access-token check (tests of other areas may sign requests their own way). */
  verifyAccessToken?: AccessTokenVerifier;
  /** Entitlements registry; Commerce provides its source through it (tests may provide their own). */
  entitlements?: Entitlements;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function trusting that many hops from the
 * socket (Fastify itself treats a bare number as trusting nothing).
 */
function fastifyTrustProxy(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** The whole HTTP application. main.ts listens with it; tests call it through inject(). */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, deps.logStream),
    logController: new OneLineRequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    requestTimeout: HTTP_LIMITS.uploadRequestTimeoutMs,
    keepAliveTimeout: HTTP_LIMITS.keepAliveTimeoutMs,
    maxRequestsPerSocket: HTTP_LIMITS.maxRequestsPerSocket,
    http: {
      // A request without Host is answered by pinPublicOrigin in the API's error envelope, not by Node's bare 400.
      requireHostHeader: false,
      headersTimeout: HTTP_LIMITS.headersTimeoutMs,
      requestTimeout: HTTP_LIMITS.uploadRequestTimeoutMs,
      connectionsCheckingInterval: HTTP_LIMITS.connectionsCheckingIntervalMs,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  pinPublicOrigin(app, config.publicUrl);
  registerInputGuard(app);
  registerBodyDeadline(app, {
    defaultMs: HTTP_LIMITS.requestTimeoutMs,
    serverTimeoutMs: HTTP_LIMITS.uploadRequestTimeoutMs,
  });

  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
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
    pageData: new PageDataSources(),
    providers: await selectProviders(app, config, { db: deps.database.db, now }),
  };
  installAuthentication(app, deps.verifyAccessToken ?? accessTokens.verify);
  for (const registerModule of apiModules) await registerModule(app, context);

  await registerRenderer(app, config, context.pageData);
  return app;
}
