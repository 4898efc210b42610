import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';

/** The PostgreSQL NOTIFY channel and Redis pub/sub channel that carry "the catalogue changed". */
export const CATALOGUE_CHANNEL = 'mehendi_catalogue_changed';
// Other answers kept in memory the same way have channels of their own (kept-answers.ts).
const RECONNECT_MS = 500;

export interface ChangeHandlers {
  /** Another process (or this one) changed the catalogue. */
  onChange(): void;
  /** The channel was connected (true) or lost (false); changes may have been missed in between. */
  onListening(listening: boolean): void;
}

/** How this process hears about catalogue writes in other processes, and tells them about its own. */
export interface CatalogueChanges {
  announce(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded database belongs to one process (the data folder is locked), so nobody else writes. */
export function localChanges(handlers: ChangeHandlers): CatalogueChanges {
  handlers.onListening(true);
  return { announce: async () => {}, close: async () => {} };
}

/**
 * LISTEN on a connection of its own (a pooled connection may be handed to anyone); NOTIFY through the
 * pool. A lost connection is opened again every half second until it answers.
 */
export async function postgresChanges(
  channel: string,
  url: string,
  notify: (channel: string) => Promise<void>,
  handlers: ChangeHandlers,
  log: FastifyBaseLogger,
): Promise<CatalogueChanges> {
  // pg is loaded only where PostgreSQL is used (docs/speed.md#compiled-server).
  const { Client } = (await import('pg')).default;
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      handlers.onListening(false);
      client.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error, channel }, 'change listener lost its PostgreSQL connection; reconnecting');
      retry ??= setTimeout(() => {
        retry = null;
        void connect();
      }, RECONNECT_MS);
    };
    client.on('notification', () => handlers.onChange());
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    handlers.onListening(true);
  };

  await connect();
  return {
    announce: () => notify(channel),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await current?.end();
    },
  };
}

/** Redis pub/sub on a duplicate connection (a subscribed connection cannot run other commands). */
export function redisChanges(
  channel: string,
  redis: Redis,
  handlers: ChangeHandlers,
  log: FastifyBaseLogger,
): CatalogueChanges {
  const subscriber = redis.duplicate({ maxRetriesPerRequest: null });
  subscriber.on('message', () => handlers.onChange());
  // ioredis subscribes again by itself after a reconnect, before it reports ready.
  subscriber.on('ready', () => handlers.onListening(true));
  subscriber.on('close', () => handlers.onListening(false));
  subscriber.on('error', (error) => log.warn({ err: error, channel }, 'change subscriber: Redis error'));
  subscriber.subscribe(channel).catch((error: unknown) => {
    log.error({ err: error, channel }, 'change subscriber could not subscribe');
  });
  return {
    async announce() {
      await redis.publish(channel, '1');
    },
    async close() {
      if (subscriber.status === 'ready') await subscriber.quit();
      else subscriber.disconnect();
    },
  };
}
