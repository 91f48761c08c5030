// A map that keeps what was used last: reading an entry makes it the newest, and entries beyond
// the limit go oldest first. The limit counts entries, or any weight the caller gives each one
// (bytes, say). Server-only: the web never imports this path.
export class LruMap<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number }>();
  private total = 0;

  /** `limit`: the most total weight kept; `weigh`: an entry's weight (1 unless given). */
  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value, now the most recently used; undefined when not kept. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value as the newest (an entry heavier than the whole limit is not kept). */
  set(key: K, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.limit) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.limit) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }
}
