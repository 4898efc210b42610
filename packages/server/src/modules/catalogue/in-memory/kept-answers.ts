import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CachedAnswer } from './cached-answer';
import { CatalogueCache } from './catalogue-cache';
import {
  localChanges,
  postgresChanges,
  redisChanges,
  type CatalogueChanges,
  type ChangeHandlers,
} from './catalogue-changes';

/**
 * JSON answers each process keeps in memory, prepared once per change (docs/speed.md#the-catalogue-from-memory):
 * a change in this process clears them before it answers, a change in another when its notice arrives on
 * `channel`. The catalogue lists keep theirs here, and so does the bookings' availability.
 */
export interface KeptAnswers {
  /** The kept answers themselves (the catalogue serves its lists from them before routing). */
  readonly cache: CatalogueCache;
  /** The prepared answer for `key`, from memory unless something changed since. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** Call after a write has committed: clears this process's answers and tells the others. */
  changed(): Promise<void>;
}

/**
 * With Redis configured its pub/sub carries the change notices, otherwise PostgreSQL's LISTEN/NOTIFY; the
 * embedded database has a single process. `maxEntries` bounds answers whose keys a client chooses.
 */
export async function keepAnswers(
  app: FastifyInstance,
  channel: string,
  maxEntries = Infinity,
): Promise<KeptAnswers> {
  const cache = new CatalogueCache(maxEntries);
  const handlers: ChangeHandlers = {
    onChange: () => cache.clear(),
    onListening: (listening) => cache.setKeeping(listening),
  };
  let changes: CatalogueChanges;
  if (app.redis) {
    changes = redisChanges(channel, app.redis, handlers, app.log);
  } else if (app.database.kind === 'postgres' && app.config.databaseUrl) {
    changes = await postgresChanges(
      channel,
      app.config.databaseUrl,
      async (name) => {
        await app.db.execute(sql`select pg_notify(${name}, '')`);
      },
      handlers,
      app.log,
    );
  } else {
    changes = localChanges(handlers);
  }
  app.addHook('onClose', () => changes.close());
  // Notices sent one at a time: a change made while one is on its way waits for the next, which then
  // covers every change made before it was sent. Under load (a booking a few milliseconds) this is one
  // notice per round trip instead of one per change; with PostgreSQL each was a transaction of its own,
  // committed after the booking's (docs/speed.md#load-figure). No change goes untold: the one that waits is
  // sent after it began waiting.
  let sending: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const announce = async (): Promise<void> => {
    try {
      await changes.announce();
    } catch (error) {
      app.log.error({ err: error, channel }, 'could not tell the other processes of a change');
    }
  };
  const announceSoon = (): Promise<void> => {
    if (!sending) {
      sending = announce().finally(() => (sending = null));
      return sending;
    }
    next ??= sending.then(() => {
      next = null;
      return announceSoon();
    });
    return next;
  };
  return {
    cache,
    answer: (key, load) => cache.answer(key, load),
    async changed() {
      cache.clear();
      await announceSoon();
    },
  };
}
