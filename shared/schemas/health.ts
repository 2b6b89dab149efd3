import { z } from 'zod';
import { dataEnvelope } from './common';

export const healthResponseSchema = dataEnvelope(
  z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    boots: z.number().int(),
    first_boot_at: z.string(),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
