import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { createTestDatabase } from '../helpers/test-database';

const serverDir = path.resolve(import.meta.dirname, '../..');
const migrationsDir = path.join(serverDir, 'src/db/migrations');

interface Column {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  identity: boolean;
}

/** The columns as the Drizzle schema declares them. */
function drizzleColumns(): Column[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map((column) => ({
        table: config.name,
        column: column.name,
        type: column.getSQLType().replace(/\(.*\)$/, ''),
        notNull: column.notNull,
        // An identity column has no default in information_schema, so it is compared as its own kind.
        hasDefault: column.hasDefault && !column.generatedIdentity,
        identity: column.generatedIdentity !== undefined,
      }));
    });
}

const SQL_TYPE_NAMES: Record<string, string> = {
  'timestamp with time zone': 'timestamp with time zone',
  'character varying': 'varchar',
  'USER-DEFINED': 'enum',
};

describe('Drizzle schema and SQL migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('describe the same tables and columns (name, type, null, default)', async () => {
    const rows = await database.withConnection((connection) =>
      connection.query<{
        table_name: string;
        column_name: string;
        data_type: string;
        is_nullable: string;
        column_default: string | null;
        is_identity: string;
      }>(
        `select table_name, column_name, data_type, is_nullable, column_default, is_identity
           from information_schema.columns
          where table_schema = 'public' and table_name <> 'schema_migrations'`,
      ),
    );
    const migrated: Column[] = rows.map((row) => ({
      table: row.table_name,
      column: row.column_name,
      type: SQL_TYPE_NAMES[row.data_type] ?? row.data_type,
      notNull: row.is_nullable === 'NO',
      hasDefault: row.column_default !== null,
      identity: row.is_identity === 'YES',
    }));
    const byKey = (columns: Column[]) =>
      columns
        .map(
          (c) =>
            `${c.table}.${c.column}: ${c.type}${c.notNull ? ' not null' : ''}${c.hasDefault ? ' default' : ''}${c.identity ? ' identity' : ''}`,
        )
        .sort();
    expect(byKey(drizzleColumns())).toEqual(byKey(migrated));
  });

  it('leave drizzle-kit nothing to generate (a schema change without its migration fails here)', async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'mm-drizzle-'));
    try {
      await cp(migrationsDir, path.join(scratch, 'migrations'), { recursive: true });
      const config = path.join(scratch, 'drizzle.config.ts');
      await writeFile(
        config,
        `export default ${JSON.stringify({
          dialect: 'postgresql',
          schema: path.join(serverDir, 'src/db/schema.ts'),
          out: './migrations', // drizzle-kit reads `out` relative to its working folder
          migrations: { prefix: 'timestamp' },
        })};\n`,
      );
      const before = await readdir(path.join(scratch, 'migrations'));
      // The workspace's drizzle-kit (hoisted to the repository's node_modules).
      const drizzleKit = path.resolve(serverDir, '../../node_modules/.bin/drizzle-kit');
      const { stdout } = await promisify(execFile)(drizzleKit, ['generate', `--config=${config}`], {
        cwd: scratch,
      });
      const added = (await readdir(path.join(scratch, 'migrations'))).filter(
        (name) => !before.includes(name),
      );
      expect(added, stdout).toEqual([]);
      expect(stdout).toContain('No schema changes');
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
