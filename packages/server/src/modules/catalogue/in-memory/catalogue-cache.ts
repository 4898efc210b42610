import { prepareAnswer, type CachedAnswer } from './cached-answer';

/**
 * The catalogue lists (designs per variety and price range, siders per type) kept in memory by each
 * process, serialised once per change (docs/decisions.md). A write in this process clears the cache
 * before it answers; a write in another process clears it when its notification arrives. While the
 * notification channel is down nothing is kept, so a list is never older than the channel allows.
 */
export class CatalogueCache {
  private readonly answers = new Map<string, Promise<CachedAnswer>>();
  private keeping = false;

  /** The prepared answer for `key`; `load` runs once per change however many requests ask together. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const cached = this.answers.get(key);
    if (cached) return cached;
    const prepared = load().then(prepareAnswer);
    if (!this.keeping) return prepared;
    this.answers.set(key, prepared);
    // A failed read is not remembered: the next request tries the database again.
    prepared.catch(() => {
      if (this.answers.get(key) === prepared) this.answers.delete(key);
    });
    return prepared;
  }

  /**
   * Forgets every list. A read that was already running is dropped from the cache too, so an answer
   * read before a write is handed only to the requests that arrived before it.
   */
  clear(): void {
    this.answers.clear();
  }

  /** Whether answers are kept: true only while changes from every process are being heard. */
  setKeeping(keeping: boolean): void {
    this.keeping = keeping;
    this.answers.clear();
  }
}
