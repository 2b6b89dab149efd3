import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerRenderer } from './http/renderer';
import { registerSecurityHeaders } from './http/security';
import { analyticsRoutes } from './modules/analytics/routes';
import { healthRoutes } from './modules/health/routes';
import { regionRoutes } from './modules/region/routes';

export type AppDeps = {
  database: DatabaseHandle;
  /** Injected so that tests can move time; defaults to the wall clock. */
  now?: () => Date;
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

  await app.register(healthRoutes({ db: deps.database.db, databaseKind: deps.database.kind, version: config.version }));
  await app.register(regionRoutes(config.region));
  await app.register(analyticsRoutes);

  await registerRenderer(app, config.rendererDir);
  return app;
}
