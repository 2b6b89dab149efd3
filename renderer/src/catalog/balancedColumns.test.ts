import { describe, expect, it } from 'vitest';
import { balancedColumns, balancedColumnVariables, columnsThatFit } from './balancedColumns';

describe('balancedColumns', () => {
  it('spreads 13 cards over the rows six columns would need instead of leaving one alone', () => {
    expect(balancedColumns(13, 6)).toBe(5);
    expect(balancedColumns(7, 6)).toBe(4);
    expect(balancedColumns(6, 5)).toBe(3);
  });

  it('keeps full rows and the widest layout when the cards fill it', () => {
    expect(balancedColumns(12, 6)).toBe(6);
    expect(balancedColumns(4, 6)).toBe(6);
    expect(balancedColumns(13, 2)).toBe(2);
  });

  it('keeps the rows the widest layout needs, with the last one short by fewer cards than there are rows', () => {
    for (let max = 2; max <= 8; max++) {
      for (let count = max + 1; count <= 40; count++) {
        const columns = balancedColumns(count, max);
        const rows = Math.ceil(count / columns);
        const last = count - (rows - 1) * columns;
        expect(columns).toBeLessThanOrEqual(max);
        expect(rows).toBe(Math.ceil(count / max));
        expect(columns - last).toBeLessThan(rows);
      }
    }
  });
});

describe('columnsThatFit', () => {
  it('counts the gaps between columns', () => {
    expect(columnsThatFit(1108, 160, 16)).toBe(6);
    expect(columnsThatFit(358, 160, 12)).toBe(2);
    expect(columnsThatFit(100, 160, 12)).toBe(1);
  });
});

describe('balancedColumnVariables', () => {
  it('gives the balanced count for every number of columns that may fit, for the stylesheet to pick from', () => {
    expect(balancedColumnVariables(13)).toEqual({
      '--balanced-1': 1,
      '--balanced-2': 2,
      '--balanced-3': 3,
      '--balanced-4': 4,
      '--balanced-5': 5,
      '--balanced-6': 5,
      '--balanced-7': 7,
      '--balanced-8': 7,
    });
  });
});
