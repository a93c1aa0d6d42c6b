import { LRUCache } from "lru-cache";

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * A per-process cache that serves an entry for `ttlMs`, then reloads it; when the reload fails it keeps
 * serving the old value (and reports the failure) rather than taking the brand offline. It holds at most
 * `maxEntries`, the least recently read going first: a host or URL never seen again costs no memory for good.
 */
export class TtlCache<T> {
  private readonly entries: LRUCache<string, Entry<T>>;
  private inflight = new Map<string, { promise: Promise<T>; epoch: number }>();
  /**
   * Bumped by every delete and clear: a load begun before one read what the change replaced, so it is neither kept
   * nor shared with callers who ask after the change (they load afresh).
   */
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly onStale: (key: string, error: unknown) => void = () => {},
    private readonly now: () => number = Date.now,
    maxEntries = 1_000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.storedAt < this.ttlMs) return entry.value;
    let pending = this.inflight.get(key);
    if (!pending || pending.epoch !== this.epoch) {
      const promise: Promise<T> = load().finally(() => {
        if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
      });
      pending = { promise, epoch: this.epoch };
      this.inflight.set(key, pending);
    }
    try {
      const value = await pending.promise;
      if (pending.epoch === this.epoch) this.entries.set(key, { value, storedAt: this.now() });
      return value;
    } catch (error) {
      if (!entry) throw error;
      this.onStale(key, error);
      return entry.value;
    }
  }

  delete(predicate: (key: string, value: T) => boolean): void {
    this.epoch += 1;
    for (const [key, entry] of [...this.entries.entries()]) if (predicate(key, entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
