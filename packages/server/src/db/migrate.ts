import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK_ID = 724_31_001;

/**
 * Applies the numbered SQL files in migrations/ that have not run yet, each in its own transaction.
 * An advisory lock keeps two processes starting together on one PostgreSQL from racing.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return database.withConnection(async (connection) => {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await connection.exec(
        'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
      const done = new Set(
        (await connection.query<{ name: string }>('select name from schema_migrations')).map(
          (row) => row.name,
        ),
      );
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
        await connection.exec('begin');
        try {
          await connection.exec(text);
          await connection.query('insert into schema_migrations (name) values ($1)', [file]);
          await connection.exec('commit');
        } catch (error) {
          await connection.exec('rollback');
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  });
}
