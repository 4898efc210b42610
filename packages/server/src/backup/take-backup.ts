import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import type { Storage } from '../storage/storage';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveHeader, type ArchiveLine } from './archive-format';

const STORAGE_KEY = '((?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+(?:\\.[a-z0-9]+)?)';

export interface BackupResult {
  rows: number;
  files: number;
  /** Images a row named but storage no longer had (deleted after the snapshot was taken). */
  missingFiles: string[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rowsOf<Row>(tx: Tx, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The app's tables, each after the tables its foreign keys point to. */
async function tablesInRestoreOrder(tx: Tx): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      tx,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);
  const references = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const ref of references) if (ref.child === table && ref.parent !== table) visit(ref.parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * Writes a backup archive to `out`: every table from one REPEATABLE READ snapshot, so rows that belong
 * together (a booking and its notification) are either both in it or both not, then every image a row
 * of that snapshot names, read from storage after the snapshot. On PGlite the transaction holds the one
 * connection, so requests wait (not fail) while the rows are read; images are read afterwards.
 */
export async function takeBackup(database: Database, storage: Storage, out: Writable): Promise<BackupResult> {
  const gzip = createGzip();
  gzip.pipe(out);
  const write = async (line: ArchiveHeader | ArchiveLine) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  const urlPrefix = storage.url('x').slice(0, -1);
  const keyPattern = new RegExp(`${urlPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${STORAGE_KEY}`, 'g');
  const keys = new Set<string>();
  let rows = 0;

  await database.db.transaction(
    async (tx) => {
      const tables = await tablesInRestoreOrder(tx);
      const migrations = tables.includes('schema_migrations')
        ? (await rowsOf<{ name: string }>(tx, sql`select name from schema_migrations order by name`)).map(
            (row) => row.name,
          )
        : [];
      await write({
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        createdAt: new Date().toISOString(),
        database: database.kind,
        migrations,
        tables,
      });
      for (const table of tables) {
        const found = await rowsOf<{ row: Record<string, unknown> }>(
          tx,
          sql`select to_jsonb(t) as row from ${sql.identifier(table)} t`,
        );
        for (const { row } of found) {
          const text = JSON.stringify(row);
          for (const match of text.matchAll(keyPattern)) keys.add(match[1]!);
          await write({ table, row });
          rows += 1;
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  let files = 0;
  const missingFiles: string[] = [];
  for (const key of [...keys].sort()) {
    const bytes = await storage.get(key);
    if (!bytes) {
      missingFiles.push(key);
      continue;
    }
    await write({ file: key, base64: bytes.toString('base64') });
    files += 1;
  }
  await write({ end: true, rows, files });
  gzip.end();
  await once(out, 'finish');
  return { rows, files, missingFiles };
}
