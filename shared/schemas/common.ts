import { z } from 'zod/mini';

// Shared schemas use zod's tree-shakable "mini" API, so that the renderer's first load carries only the
// validators it uses; the server's Fastify type provider accepts them like any zod 4 schema.

export const errorEnvelopeSchema = z.object({
  detail: z.object({
    code: z.string(),
    message: z.string(),
    activation_code: z.optional(z.string()),
    /** The failing part a 503 SERVICE_UNAVAILABLE of the health check names (database, data_dir). */
    part: z.optional(z.string()),
    /** The body field (a dotted path) that holds text the API refuses: control characters, broken UTF-8. */
    field: z.optional(z.string()),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Wraps a payload schema in the `{ data: … }` success envelope. */
export function dataEnvelope<T extends z.ZodMiniType>(payload: T) {
  return z.object({ data: payload });
}
