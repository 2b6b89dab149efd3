import { z } from 'zod/mini';
import { dataEnvelope } from './common';

export const healthResponseSchema = dataEnvelope(
  z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    boots: z.int(),
    first_boot_at: z.string(),
    /** Each part the check looked at; a failing part answers 503 SERVICE_UNAVAILABLE with detail.part. */
    checks: z.object({ database: z.literal('ok'), data_dir: z.literal('ok') }),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
