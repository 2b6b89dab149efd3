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

/** The most columns a balanced grid is laid out for (a wide window's store has six). */
export const MAX_BALANCED_COLUMNS = 8;

/**
 * The balanced column count of a grid of `count` items for every number of columns that may fit, as
 * custom properties (`--balanced-1` … `--balanced-8`): the grid's stylesheet picks the one for its
 * width with container queries. The same on the server and in the browser, and known before the
 * first paint, so the grid is laid out once, by CSS, without measuring it from script.
 */
export function balancedColumnVariables(count: number): Record<`--balanced-${number}`, number> {
  const variables: Record<`--balanced-${number}`, number> = {};
  for (let fit = 1; fit <= MAX_BALANCED_COLUMNS; fit += 1) variables[`--balanced-${fit}`] = balancedColumns(count, fit);
  return variables;
}
