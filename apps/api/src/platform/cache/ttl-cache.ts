/**
 * A small in-process cache whose entries live `ttlMs` at most. Used for sessions and user
 * info, the two reads of nearly every request. Entries are dropped on local writes (logout,
 * revocation, settings); another api process sees a change within one TTL.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number = this.ttlMs): void {
    if (this.ttlMs <= 0 || ttlMs <= 0) return;
    // Maps iterate in insertion order: the first key is the oldest, a cheap eviction.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + Math.min(ttlMs, this.ttlMs) });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches (rare: a user's sessions on logout everywhere). */
  deleteWhere(match: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value)) this.entries.delete(key);
  }
}
