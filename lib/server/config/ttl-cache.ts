interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * A per-process cache that serves an entry for `ttlMs`, then reloads it; when the reload fails it keeps
 * serving the old value (and reports the failure) rather than taking the brand offline.
 */
export class TtlCache<T> {
  private entries = new Map<string, Entry<T>>();
  private inflight = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly onStale: (key: string, error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.ttlMs) return entry.value;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = load().finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    try {
      const value = await pending;
      this.entries.set(key, { value, storedAt: this.now() });
      return value;
    } catch (error) {
      if (!entry) throw error;
      this.onStale(key, error);
      return entry.value;
    }
  }

  delete(predicate: (key: string, value: T) => boolean): void {
    for (const [key, entry] of this.entries) if (predicate(key, entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
