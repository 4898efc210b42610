import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
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
  const scratch = await createScratchDatabase(serverUrl, 'mm_test');
  const database = await openPostgres(scratch.url);
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../src/db/migrations');

/**
 * A migrated, empty PGlite database as a tarball, made once per set of migration files and kept in the
 * temp folder: starting from it skips initdb and the migrations (over a second per test file). The name
 * holds a hash of every migration file, so a changed or added migration makes a new snapshot.
 */
async function migratedSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const name of (await readdir(MIGRATIONS_DIR)).filter((n) => n.endsWith('.sql')).sort()) {
    hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  }
  const file = path.join(os.tmpdir(), `mehendi-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
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
