import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the zod route schemas, with its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cantara API',
        version,
        description: 'The API behind the Cantara studio, store and account area.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles; it loads nothing from other origins.
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace(/font-src [^;]*/, "font-src 'self' data:")
        .replace(/img-src [^;]*/, "img-src 'self' data:")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
