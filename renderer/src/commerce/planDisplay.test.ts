import { describe, expect, it } from 'vitest';
import { formatPlanDate, projectUsage } from './planDisplay';

describe('plan page display', () => {
  it('shows the start date as YYYY.MM.DD in the viewer zone', () => {
    expect(formatPlanDate('2026-03-04T10:00:00Z', 'UTC')).toBe('2026.03.04');
    expect(formatPlanDate('2026-03-04T20:00:00Z', 'Asia/Seoul')).toBe('2026.03.05');
    expect(formatPlanDate('not a date')).toBe('');
  });

  it('treats quota -1 as unlimited and marks usage at the quota as full', () => {
    expect(projectUsage(12, -1)).toMatchObject({ unlimited: true, full: false, percent: 0 });
    expect(projectUsage(10, 10)).toMatchObject({ unlimited: false, full: true, percent: 100 });
    expect(projectUsage(3, 10)).toMatchObject({ full: false, percent: 30 });
    expect(projectUsage(12, 10)).toMatchObject({ full: true, percent: 100 });
  });
});
