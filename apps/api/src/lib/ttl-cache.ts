/**
 * A bounded in-process cache whose entries live `ttlMs` of real time. Map insertion order gives
 * least-recently-set eviction. For hot reads whose staleness across replicas may be bounded by the TTL.
 */
export class TtlCache<Key, Value> {
  private readonly entries = new Map<Key, { value: Value; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: Key): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: Key, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: performance.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: Key): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
