import { z } from 'zod/mini';
import { dataEnvelope } from './common';

export const isEuResponseSchema = dataEnvelope(z.boolean());
export type IsEuResponse = z.infer<typeof isEuResponseSchema>;
