/** Up to `count` items other than the current one, in random order (Fisher–Yates on a copy). */
export function pickOthers<T>(
  items: readonly T[],
  isCurrent: (item: T) => boolean,
  count: number,
  random = Math.random,
): T[] {
  const others = items.filter((item) => !isCurrent(item));
  for (let i = others.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  return others.slice(0, count);
}
