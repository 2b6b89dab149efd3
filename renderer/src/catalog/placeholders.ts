/** Stable keys for a row of loading placeholders. */
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `placeholder-${i}`);
}
