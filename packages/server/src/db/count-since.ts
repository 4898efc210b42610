import { and, count, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** How many rows of `table` match `where` and were created (`createdAt`) after `since`. */
export async function countSince(
  db: Db,
  table: PgTable,
  where: SQL,
  createdAt: PgColumn,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(table)
    .where(and(where, gt(createdAt, since)));
  return row?.value ?? 0;
}
