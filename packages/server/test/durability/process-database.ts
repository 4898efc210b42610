// The database a real server process (test/helpers/server-process.ts) runs on, prepared from the test.
import { openPglite, openPostgres, type Database, type Db } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { createScratchDatabase } from '../helpers/scratch-postgres';

export interface ProcessDatabase {
  kind: 'pglite' | 'postgres';
  /** Settings for the server process. */
  env: Record<string, string>;
  /** Runs `work` on the migrated database. With PGlite only while no server has the folder open. */
  use<T>(work: (db: Db) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

/**
 * PGlite in `dataDir` by default; with TEST_DATABASE_URL a brand-new PostgreSQL database, which several
 * processes can share.
 */
export async function processDatabase(dataDir: string): Promise<ProcessDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'mm_proc') : null;
  const url = scratch?.url;
  const open = async (): Promise<Database> => {
    const database = url ? await openPostgres(url) : await openPglite(dataDir);
    await migrate(database);
    return database;
  };
  return {
    kind: url ? 'postgres' : 'pglite',
    env: { DATABASE_URL: url ?? '' },
    async use(work) {
      const database = await open();
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    },
    async drop() {
      await scratch?.drop();
    },
  };
}
