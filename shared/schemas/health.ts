import { z } from 'zod/mini';
import { dataEnvelope } from './common';

export const healthResponseSchema = dataEnvelope(
  z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    boots: z.int(),
    first_boot_at: z.string(),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
