import { prepareAnswer, type CachedAnswer } from './cached-answer';

/** A value being read or read: `value` is set once it is ready, for a lookup without waiting. */
interface Entry<T> {
  promise: Promise<T>;
  value?: T;
}

/**
 * The catalogue lists (designs per variety and price range, siders per type) kept in memory by each
 * process, serialised once per change (docs/decisions.md), and what the server itself reads of the
 * catalogue on a booking's path (`remember`: the files of a shelf group). A write in this process clears the
 * cache before it answers; a write in another process clears it when its notification arrives. While the
 * notification channel is down nothing is kept, so nothing is older than the channel allows.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry<CachedAnswer>>();
  // Apart from the answers: a request's path looks answers up (ready), never these.
  private readonly values = new Map<string, Entry<unknown>>();
  private keeping = false;

  /** At most `maxEntries` answers are kept: beyond, all are forgotten and kept again as they are asked for. */
  constructor(private readonly maxEntries = Infinity) {}

  /** The prepared answer for `key` when it is in memory and ready; otherwise undefined (call answer). */
  ready(key: string): CachedAnswer | undefined {
    return this.entries.get(key)?.value;
  }

  /** The prepared answer for `key`; `load` runs once per change however many requests ask together. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    return this.keep(this.entries, key, () => load().then(prepareAnswer));
  }

  /** What `load` reads, kept under `key` until the next change, like an answer but not served to clients. */
  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.keep(this.values as Map<string, Entry<T>>, key, load);
  }

  private keep<T>(entries: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const cached = entries.get(key);
    if (cached) return cached.promise;
    const promise = load();
    if (!this.keeping) return promise;
    if (entries.size >= this.maxEntries) this.clear();
    const entry: Entry<T> = { promise };
    entries.set(key, entry);
    promise.then(
      // An entry a change has cleared meanwhile is no longer in the map: setting its value is harmless.
      (value) => (entry.value = value),
      // A failed read is not remembered: the next request tries the database again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return promise;
  }

  /**
   * Forgets everything. A read that was already running is dropped from the cache too, so what was read
   * before a write is handed only to the requests that arrived before it.
   */
  clear(): void {
    this.entries.clear();
    this.values.clear();
  }

  /** Whether answers are kept: true only while changes from every process are being heard. */
  setKeeping(keeping: boolean): void {
    this.keeping = keeping;
    this.clear();
  }
}
