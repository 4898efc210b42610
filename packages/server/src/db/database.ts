import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { createWalFlusher, type SyncFile } from './wal-flush';
import { timedQueries } from '../metrics/db-metrics';

// Named without the tables: every query names its table, so `Db` needs no module's schema (no relational
// queries), and no import circle runs through it (docs/decisions.md).
export type Db = PgDatabase<PgQueryResultHKT>;

/** One connection for work that must not interleave with other statements (migrations). */
export interface SqlConnection {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  exec(text: string): Promise<void>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `work` on a single dedicated connection. */
  withConnection<T>(work: (connection: SqlConnection) => Promise<T>): Promise<T>;
  /**
   * Puts every committed write on the disk before the caller answers. PostgreSQL does that itself at
   * commit; PGlite does not, so its write-ahead log is flushed from the host (see wal-flush.ts).
   */
  flushToDisk(): Promise<void>;
  /** Flushes to disk and closes; safe to call twice. */
  close(): Promise<void>;
  /** PostgreSQL's pool: its connections, idle ones and clients waiting for one (GET /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/**
 * `snapshot` (a dumpDataDir tarball) starts an in-memory database from that state instead of empty.
 * `options.syncFile` replaces the fsync of one file, so a test can watch the flushes.
 */
export async function openPglite(
  dataDir: string | null,
  snapshot?: Blob,
  options: { syncFile?: SyncFile } = {},
): Promise<Database> {
  // Each database's client is loaded only when it is the one used: a faster start
  // (docs/speed.md#compiled-server).
  const [{ PGlite }, { drizzle }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  // Trigram indexes serve the console's search (docs/speed.md#a-season-of-bookings); PostgreSQL ships the
  // extension, PGlite loads it from its contrib build.
  const extensions = { pg_trgm };
  let client: PGlite;
  if (dataDir === null) {
    client = new PGlite(snapshot ? { loadDataDir: snapshot, extensions } : { extensions });
  } else {
    const dir = path.join(dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  const flushToDisk =
    dataDir === null ? async () => {} : createWalFlusher(path.join(dataDir, 'pgdata'), options.syncFile);
  await client.waitReady;
  timedQueries(client);
  // Whatever PGlite wrote before (initdb, an earlier run that did not flush) goes to the disk now, while the
  // server goes on starting: the flusher runs one flush at a time, so the first write's answer waits for
  // this one. Should it fail, the next flush syncs the whole folder again and fails the write it serves.
  flushToDisk().catch(() => {});
  const connection: SqlConnection = {
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
  };
  let closed = false;
  return {
    kind: 'pglite',
    db: drizzle(client) as unknown as Db,
    withConnection: (work) => work(connection),
    flushToDisk,
    async close() {
      if (closed) return;
      closed = true;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

/** Told when PostgreSQL closes an idle pooled connection (restart, failover, an administrator's command). */
export type IdleConnectionErrorHandler = (error: Error) => void;

const warnIdleConnectionLost: IdleConnectionErrorHandler = (error) =>
  console.warn(`PostgreSQL closed an idle connection; the next query opens a new one (${error.message})`);

export async function openPostgres(
  url: string,
  onIdleError: IdleConnectionErrorHandler = warnIdleConnectionLost,
): Promise<Database> {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, such an error would be thrown from the pool and end the process.
  pool.on('error', onIdleError);
  // Every statement's time (GET /metrics), also those inside transactions, which take a client of their own.
  pool.on('connect', (client) => timedQueries(client));
  // Fail fast with a clear error instead of on the first request.
  await pool.query('select 1');
  let closed = false;
  return {
    kind: 'postgres',
    db: drizzle(pool) as unknown as Db,
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work({
          query: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as Row[],
          exec: async (text) => {
            await client.query(text);
          },
        });
      } finally {
        client.release();
      }
    },
    // PostgreSQL flushes its write-ahead log at every commit (synchronous_commit on, the default).
    flushToDisk: async () => {},
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
