import { prepareAnswer, type CachedAnswer } from './cached-answer';

/** A list being read or read: `value` is set once its answer is prepared, for a lookup without waiting. */
interface Entry {
  promise: Promise<CachedAnswer>;
  value?: CachedAnswer;
}

/**
 * The catalogue lists (designs per variety and price range, siders per type) kept in memory by each
 * process, serialised once per change (docs/decisions.md). A write in this process clears the cache
 * before it answers; a write in another process clears it when its notification arrives. While the
 * notification channel is down nothing is kept, so a list is never older than the channel allows.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private keeping = false;

  /** At most `maxEntries` answers are kept: beyond, all are forgotten and kept again as they are asked for. */
  constructor(private readonly maxEntries = Infinity) {}

  /** The prepared answer for `key` when it is in memory and ready; otherwise undefined (call answer). */
  ready(key: string): CachedAnswer | undefined {
    return this.entries.get(key)?.value;
  }

  /** The prepared answer for `key`; `load` runs once per change however many requests ask together. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const cached = this.entries.get(key);
    if (cached) return cached.promise;
    const promise = load().then(prepareAnswer);
    if (!this.keeping) return promise;
    if (this.entries.size >= this.maxEntries) this.clear();
    const entry: Entry = { promise };
    this.entries.set(key, entry);
    promise.then(
      // An entry a change has cleared meanwhile is no longer in the map: setting its value is harmless.
      (answer) => (entry.value = answer),
      // A failed read is not remembered: the next request tries the database again.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return promise;
  }

  /**
   * Forgets every list. A read that was already running is dropped from the cache too, so an answer
   * read before a write is handed only to the requests that arrived before it.
   */
  clear(): void {
    this.entries.clear();
  }

  /** Whether answers are kept: true only while changes from every process are being heard. */
  setKeeping(keeping: boolean): void {
    this.keeping = keeping;
    this.clear();
  }
}
