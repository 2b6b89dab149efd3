import { z } from 'zod';

export const errorEnvelopeSchema = z.object({
  detail: z.object({
    code: z.string(),
    message: z.string(),
    activation_code: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Wraps a payload schema in the `{ data: … }` success envelope. */
export function dataEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}
