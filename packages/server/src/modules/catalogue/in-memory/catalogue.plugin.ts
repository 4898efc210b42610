import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedAnswer } from './cached-answer';
import { CatalogueCache } from './catalogue-cache';
import { listFromMemory } from './list-from-memory';
import {
  localChanges,
  postgresChanges,
  redisChanges,
  type CatalogueChanges,
  type ChangeHandlers,
} from './catalogue-changes';

export interface Catalogue {
  /** The prepared list answer for `key` if it is in memory and ready, without waiting for anything. */
  ready(key: string): CachedAnswer | undefined;
  /** The prepared list answer for `key`, from memory unless the catalogue changed since. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /** Call after a catalogue write has committed: clears this process's copy and tells the others. */
  changed(): Promise<void>;
  /**
   * Answers a request for a list that is in memory straight from Node's server and returns true; false
   * leaves the request to Fastify (list-from-memory.ts; app.ts calls it before routing).
   */
  serveFromMemory(request: IncomingMessage, response: ServerResponse): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

export interface CatalogueOptions {
  /** The headers every answer carries (registerSecurityHeaders), for the lists sent before routing. */
  securityHeaders: Record<string, string>;
}

/**
 * The in-memory catalogue (docs/decisions.md): with Redis configured its pub/sub carries the change
 * notices, otherwise PostgreSQL's LISTEN/NOTIFY; the embedded database has a single process.
 */
async function cataloguePlugin(app: FastifyInstance, options: CatalogueOptions): Promise<void> {
  const cache = new CatalogueCache();
  const handlers: ChangeHandlers = {
    onChange: () => cache.clear(),
    onListening: (listening) => cache.setKeeping(listening),
  };
  let changes: CatalogueChanges;
  if (app.redis) {
    changes = redisChanges(app.redis, handlers, app.log);
  } else if (app.database.kind === 'postgres' && app.config.databaseUrl) {
    changes = await postgresChanges(
      app.config.databaseUrl,
      async (channel) => {
        await app.db.execute(sql`select pg_notify(${channel}, '')`);
      },
      handlers,
      app.log,
    );
  } else {
    changes = localChanges(handlers);
  }

  app.decorate('catalogue', {
    ready: (key) => cache.ready(key),
    serveFromMemory: listFromMemory(cache, options.securityHeaders),
    answer: (key, load) => cache.answer(key, load),
    async changed() {
      cache.clear();
      try {
        await changes.announce();
      } catch (error) {
        app.log.error({ err: error }, 'could not tell the other processes that the catalogue changed');
      }
    },
  } satisfies Catalogue);
  app.addHook('onClose', () => changes.close());
}

export default fp(cataloguePlugin, { name: 'catalogue' });
