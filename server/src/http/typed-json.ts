import type { FastifySchema, FastifySerializerCompiler } from 'fastify';

/**
 * The serialiser of a hot route whose answer the server builds itself, typed by the route's
 * response schema (user info): JSON.stringify, without encoding the answer through the zod schema
 * again on every request. The schema still documents the route (OpenAPI) and the integration tests
 * check the answers against it.
 */
export const typedJsonSerializer: FastifySerializerCompiler<FastifySchema> = () => (data) => JSON.stringify(data);
