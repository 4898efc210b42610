import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedAnswer } from './cached-answer';
import { CATALOGUE_CHANNEL } from './catalogue-changes';
import { keepAnswers } from './kept-answers';
import { listFromMemory } from './list-from-memory';

export interface Catalogue {
  /** The prepared list answer for `key` if it is in memory and ready, without waiting for anything. */
  ready(key: string): CachedAnswer | undefined;
  /** The prepared list answer for `key`, from memory unless the catalogue changed since. */
  answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  /**
   * What `load` reads of the catalogue for the server's own use (a shelf group's files for a booking),
   * from memory unless the catalogue changed since; never served to a client.
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
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
 * The in-memory catalogue (docs/decisions.md): its lists are kept answers (kept-answers.ts) on the
 * catalogue's own change channel.
 */
async function cataloguePlugin(app: FastifyInstance, options: CatalogueOptions): Promise<void> {
  const kept = await keepAnswers(app, CATALOGUE_CHANNEL);
  app.decorate('catalogue', {
    ready: (key) => kept.cache.ready(key),
    serveFromMemory: listFromMemory(kept.cache, options.securityHeaders),
    answer: kept.answer,
    remember: (key, load) => kept.cache.remember(key, load),
    changed: kept.changed,
  } satisfies Catalogue);
}

export default fp(cataloguePlugin, { name: 'catalogue' });
