import { prepareAnswer, type CachedAnswer } from './cached-answer';

/**
 * The catalogue lists (designs per variety and price range, siders per type) kept in memory by each
 * process, serialised once per change (docs/decisions.md). A write in this process clears the cache
 * before it answers; a write in another process clears it when its notification arrives. While the
 * notification channel is down nothing is kept, so a list is never older than the channel allows.
 */
export class CatalogueCache {
  private readonly answers = new Map<string, Promise<CachedAnswer>>();
  /** The answers whose preparation has finished, for a lookup without a promise turn. */
  private readonly prepared = new Map<string, CachedAnswer>();
  private keeping = false;

  /** The prepared answer for `key` when it is in memory and ready; otherwise undefined (call answer). */
  ready(key: string): CachedAnswer | undefined {
    return this.prepared.get(key);
  }

  /** The prepared answer for `key`; `load` runs once per change however many requests ask together. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const cached = this.answers.get(key);
    if (cached) return cached;
    const prepared = load().then(prepareAnswer);
    if (!this.keeping) return prepared;
    this.answers.set(key, prepared);
    prepared.then(
      (answer) => {
        // Only if no change has cleared the cache since this read started.
        if (this.answers.get(key) === prepared) this.prepared.set(key, answer);
      },
      // A failed read is not remembered: the next request tries the database again.
      () => {
        if (this.answers.get(key) === prepared) this.answers.delete(key);
      },
    );
    return prepared;
  }

  /**
   * Forgets every list. A read that was already running is dropped from the cache too, so an answer
   * read before a write is handed only to the requests that arrived before it.
   */
  clear(): void {
    this.answers.clear();
    this.prepared.clear();
  }

  /** Whether answers are kept: true only while changes from every process are being heard. */
  setKeeping(keeping: boolean): void {
    this.keeping = keeping;
    this.clear();
  }
}
