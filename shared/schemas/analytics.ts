import { z } from 'zod/mini';

export const analyticsEventSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  params: z._default(
    z.record(z.string(), z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()])),
    {},
  ),
  path: z.optional(z.string().check(z.maxLength(2048))),
  at: z.optional(z.string().check(z.maxLength(64))),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
