/**
 * A few seconds of memory for a value that is read on every request and changes rarely. The load
 * is shared by concurrent readers (its promise is kept); a failed load is forgotten. Whoever changes
 * the underlying data drops the entries it touched (`delete`, `deleteWhere`, `clear`); an entry
 * dropped while its load is still running is not put back, so a reader arriving after a change never
 * sees the value from before it.
 */
export class ShortCache<K, V, Tag = undefined> {
  private readonly entries = new Map<K, { value: Promise<V>; expires: number; tag: Tag }>();

  constructor(
    private readonly ttlMs: number,
    /** Bound on the entries kept; past it the cache starts over. */
    private readonly maxEntries = 10_000,
  ) {}

  /** The kept value (or its load still running), or undefined when there is none or it is too old. */
  peek(key: K): Promise<V> | undefined {
    const cached = this.entries.get(key);
    return cached && performance.now() < cached.expires ? cached.value : undefined;
  }

  get(key: K, load: () => Promise<V>, tag?: Tag): Promise<V> {
    const cached = this.peek(key);
    if (cached) return cached;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry = { value: load(), expires: performance.now() + this.ttlMs, tag: tag as Tag };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose tag (given when it was loaded) matches. */
  deleteWhere(matches: (tag: Tag) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.tag)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
