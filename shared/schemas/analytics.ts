import { z } from 'zod';

export const analyticsEventSchema = z.object({
  name: z.string().min(1).max(64),
  params: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).default({}),
  path: z.string().max(2048).optional(),
  at: z.string().max(64).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
