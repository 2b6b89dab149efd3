import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many columns a grid of `count` items should use when at most `maxColumns` fit: the same number
 * of rows as the widest layout, with the items spread evenly over them, so that the last row is never
 * a lone card under full ones (13 cards in 6 columns become 5 + 5 + 3 instead of 6 + 6 + 1).
 */
export function balancedColumns(count: number, maxColumns: number): number {
  const widest = Math.max(1, Math.floor(maxColumns));
  if (count <= widest) return widest;
  const rows = Math.ceil(count / widest);
  return Math.ceil(count / rows);
}

/** How many columns of `minWidth` px with `gap` px between them fit into `width` px. */
export function columnsThatFit(width: number, minWidth: number, gap: number): number {
  return Math.max(1, Math.floor((width + gap) / (minWidth + gap)));
}

/**
 * The balanced column count for a grid element, measured before paint and on every resize; undefined
 * until measured (the grid's own CSS lays it out meanwhile, as in the prerendered page).
 */
export function useBalancedColumns(
  grid: RefObject<HTMLElement | null>,
  count: number,
  minWidth: number,
): number | undefined {
  const [maxColumns, setMaxColumns] = useState<number>();
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    const measure = () => {
      const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
      setMaxColumns(columnsThatFit(element.clientWidth, minWidth, gap));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid, minWidth]);
  return maxColumns === undefined || count === 0 ? undefined : balancedColumns(count, maxColumns);
}
