import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { createScratchDatabase } from './scratch-postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (dropped on close), so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(null, await migratedSnapshot());
  const scratch = await createScratchDatabase(serverUrl, 'mm_test', await migratedTemplate(serverUrl));
  const database = await openPostgres(scratch.url);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../src/db/migrations');

/** A hash of every migration file's name and text: a changed or added migration gives a new one. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).filter((n) => n.endsWith('.sql')).sort()) {
    hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite database as a tarball, made once per set of migration files and kept in the
 * temp folder: starting from it skips initdb and the migrations (over a second per test file).
 */
async function migratedSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `mehendi-pglite-${await migrationsHash()}.tar.gz`);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const database = await openPglite(null);
  await migrate(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const snapshot = await client.dumpDataDir('gzip');
  await database.close();
  // Written aside and renamed, so a test file running at the same time never reads half a snapshot.
  const partial = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, file);
  return snapshot;
}

// Any constant works; it only has to be the same for every test process.
const TEMPLATE_LOCK_ID = 724_31_002;

/**
 * The name of a migrated, empty database on the PostgreSQL server, made once per set of migration files
 * and kept there: a test file's database is copied from it instead of migrated (about 2 s a file). One
 * test process makes it while the others wait on an advisory lock. Templates of older migrations stay (a
 * few MB each), since another checkout's tests may be copying from one.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `mm_template_${await migrationsHash()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length > 0) return name;
    const building = await createScratchDatabase(serverUrl, 'mm_building');
    const database = await openPostgres(building.url);
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await client.query(`alter database ${building.url.split('/').pop()} rename to ${name}`);
    return name;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
