import { describe, expect, it } from 'vitest';
import { addDays, addPeriod } from './periods';

describe('billing periods', () => {
  it('adds calendar months and years in UTC', () => {
    expect(addPeriod(new Date('2026-01-15T10:00:00Z'), 'month').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addPeriod(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addPeriod(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('adds days', () => {
    expect(addDays(new Date('2026-03-01T00:00:00Z'), 7).toISOString()).toBe('2026-03-08T00:00:00.000Z');
  });
});
