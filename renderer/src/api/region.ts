import type { IsEuResponse } from '../../../shared/schemas/region';
import { type AnswerCheck, apiRequest } from './client';

/**
 * The answer's shape, `{ data: boolean }` (isEuResponseSchema), checked without zod: every new
 * visitor's first page asks, and zod would be fetched for this one answer. region.test.ts holds it to
 * the schema.
 */
export const isEuAnswer: AnswerCheck<IsEuResponse> = {
  '~standard': {
    validate: (value) =>
      typeof value === 'object' && value !== null && 'data' in value && typeof value.data === 'boolean'
        ? { value: { data: value.data } }
        : { issues: [{ message: 'Expected { data: boolean }' }] },
  },
};

export async function fetchIsEu(): Promise<boolean> {
  const response = await apiRequest('/api/auth/v2/is-eu', { schema: isEuAnswer });
  return response.data;
}
