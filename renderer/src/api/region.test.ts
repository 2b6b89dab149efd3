import { describe, expect, it } from 'vitest';
import { isEuResponseSchema } from '../../../shared/schemas/region';
import { isEuAnswer } from './region';

const answers: unknown[] = [
  { data: true },
  { data: false },
  { data: true, extra: 1 },
  { data: 'true' },
  { data: 1 },
  { data: null },
  {},
  [],
  [true],
  true,
  null,
  undefined,
  'data',
];

describe('isEuAnswer', () => {
  it('accepts and rejects exactly what isEuResponseSchema does, and keeps only the flag', async () => {
    for (const answer of answers) {
      const checked = await isEuAnswer['~standard'].validate(answer);
      const parsed = isEuResponseSchema.safeParse(answer);
      expect(checked.issues ? undefined : checked.value, JSON.stringify(answer)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
