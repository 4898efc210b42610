import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import type { Storage } from '../storage/storage';
import { ArchiveError, readArchive, type ArchiveHeader } from './archive-format';

const BATCH = 200;
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** True when `dir` is missing or holds nothing but dot-files (the data-folder lock, a temp folder). */
export async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).every((name) => name.startsWith('.'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Tables whose rows triggers keep in step with other tables (docs/data.md), so a restore leaves them be. */
const KEPT_BY_TRIGGERS = new Set(['booking_status_counts', 'artist_roster_version']);

/** True when the database has none of the app's tables (a brand-new PostgreSQL database or PGlite folder). */
export async function isEmptyDatabase(database: Database): Promise<boolean> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n === 0;
}

/**
 * Rebuilds an empty database and storage from an archive: the migrations first (the same schema as the
 * backup's, refused when the backup is newer than this code), then the rows in the archive's order, all
 * in one transaction, then the images. Identity counters continue after the restored rows.
 */
export async function restoreBackup(
  database: Database,
  storage: Storage,
  file: string,
): Promise<{ rows: number; files: number }> {
  const lines = readArchive(file);
  const first = await lines.next();
  if (first.done) throw new ArchiveError(`${file} is empty.`);
  const header = first.value as ArchiveHeader;
  await migrate(database);
  const appliedRows = (await database.db.execute(sql`select name from schema_migrations`)) as unknown as {
    rows: { name: string }[];
  };
  const applied = new Set(appliedRows.rows.map((row) => row.name));
  const unknown = header.migrations.filter((name) => !applied.has(name));
  if (unknown.length > 0)
    throw new ArchiveError(
      `The backup needs a newer version of Mehendi Market (migrations ${unknown.join(', ')}).`,
    );

  let rows = 0;
  let files = 0;
  const pendingFiles: { file: string; base64: string }[] = [];
  await database.db.transaction(async (tx) => {
    // The columns a row may be given: generated ones (customer_bookings.search_text) are computed again.
    const stored = (await tx.execute(
      sql`select table_name as table, array_agg(column_name::text order by ordinal_position) as columns
          from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER'
          group by table_name`,
    )) as unknown as { rows: { table: string; columns: string[] }[] };
    const columnsOf = new Map(stored.rows.map((row) => [row.table, row.columns]));
    let batch: Record<string, unknown>[] = [];
    let batchTable = '';
    const flush = async () => {
      if (batch.length === 0) return;
      const columns = sql.join(
        (columnsOf.get(batchTable) ?? []).map((column) => sql.identifier(column)),
        sql`, `,
      );
      // jsonb_populate_recordset turns each JSON row back into the table's own column types.
      await tx.execute(
        sql`insert into ${sql.identifier(batchTable)} (${columns}) overriding system value
            select ${columns} from jsonb_populate_recordset(null::${sql.identifier(batchTable)}, ${JSON.stringify(batch)}::jsonb)`,
      );
      rows += batch.length;
      batch = [];
    };
    for await (const line of lines) {
      if ('row' in line) {
        // The target's own migration list stays; it was checked against the backup's above.
        if (line.table === 'schema_migrations') continue;
        // Kept by triggers as the rows they follow are inserted (docs/data.md): restoring them too would
        // count the bookings twice, or write the roster's one row again.
        if (KEPT_BY_TRIGGERS.has(line.table)) continue;
        if (line.table !== batchTable || batch.length >= BATCH) {
          await flush();
          batchTable = line.table;
        }
        batch.push(line.row);
      } else if ('file' in line) {
        await flush();
        pendingFiles.push(line);
        if (pendingFiles.length >= BATCH) files += await putFiles(storage, pendingFiles.splice(0));
      }
    }
    await flush();
    const identities = (await tx.execute(
      sql`select table_name as table, column_name as column from information_schema.columns
          where table_schema = 'public' and is_identity = 'YES'`,
    )) as unknown as { rows: { table: string; column: string }[] };
    for (const { table, column } of identities.rows) {
      const name = sql.identifier(table);
      const col = sql.identifier(column);
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), coalesce((select max(${col}) from ${name}), 0) + 1, false)`,
      );
    }
  });
  files += await putFiles(storage, pendingFiles);
  return { rows, files };
}

async function putFiles(storage: Storage, pending: { file: string; base64: string }[]): Promise<number> {
  for (const { file, base64 } of pending) {
    const extension = file.slice(file.lastIndexOf('.') + 1);
    await storage.put(
      file,
      Buffer.from(base64, 'base64'),
      CONTENT_TYPES[extension] ?? 'application/octet-stream',
    );
  }
  return pending.length;
}
