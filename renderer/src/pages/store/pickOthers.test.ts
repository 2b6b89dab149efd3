import { describe, expect, it } from 'vitest';
import { pickOthers } from './pickOthers';

describe('pickOthers', () => {
  it('returns up to five others, never the current one, without repeats', () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    for (let run = 0; run < 20; run++) {
      const picked = pickOthers(items, (i) => i === 3, 5);
      expect(picked).toHaveLength(5);
      expect(picked).not.toContain(3);
      expect(new Set(picked).size).toBe(5);
    }
    expect(pickOthers([1, 2], (i) => i === 1, 5)).toEqual([2]);
  });
});
