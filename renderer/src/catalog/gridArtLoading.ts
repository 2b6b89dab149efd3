/** A phone's first row of two cards: its pictures are the first screen's largest, so fetched first. */
const FIRST_ROW_ON_PHONES = 2;

/**
 * How the picture of the card at `index` in a gallery grid loads: the cards on a wide window's first
 * screen (`aboveTheFold` of them) at once, the rest as they scroll near; a phone's first row first.
 */
export function gridArtLoading(index: number, aboveTheFold: number) {
  return {
    loading: index < aboveTheFold ? 'eager' : 'lazy',
    fetchPriority: index < FIRST_ROW_ON_PHONES ? 'high' : undefined,
    decoding: 'async',
  } as const;
}
