import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One key of a list's order, for reading it in batches (keyset paging): each batch starts after the last
 * row of the one before, so a batch costs the same at the end of the table as at its start and nothing
 * ever holds every id. `type` is the key's SQL type; its value travels as text so no precision is lost
 * (timestamps have microseconds, a JavaScript Date only milliseconds).
 */
export interface SortKey {
  expr: SQL | PgColumn;
  direction: 'asc' | 'desc';
  type: 'text' | 'timestamptz' | 'uuid' | 'boolean';
}

/** The keys' values of a row, as text, to select alongside it (`key0`, `key1`, …). */
export function keyValues(keys: readonly SortKey[]): Record<string, SQL<string>> {
  return Object.fromEntries(keys.map((key, i) => [`key${i}`, sql<string>`(${key.expr})::text`]));
}

/** The rows after the row whose key values are `after`, in the order of `keys` (none without `after`). */
export function afterKeys(keys: readonly SortKey[], after: readonly string[] | null): SQL | undefined {
  if (!after) return undefined;
  const value = (i: number) => sql`${after[i]}::${sql.raw(keys[i]!.type)}`;
  // One direction: a row comparison, which an index in that order (or its reverse) answers as a range.
  if (keys.every((key) => key.direction === keys[0]!.direction)) {
    const columns = sql.join(
      keys.map((key) => sql`${key.expr}`),
      sql`, `,
    );
    const values = sql.join(
      keys.map((_, i) => value(i)),
      sql`, `,
    );
    return keys[0]!.direction === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
  }
  return or(
    ...keys.map((key, i) =>
      and(
        ...keys.slice(0, i).map((earlier, j) => sql`${earlier.expr} = ${value(j)}`),
        key.direction === 'asc' ? sql`${key.expr} > ${value(i)}` : sql`${key.expr} < ${value(i)}`,
      ),
    ),
  );
}

/** The same order from its other end (the last row first). */
export function reversed(keys: readonly SortKey[]): SortKey[] {
  return keys.map((key) => ({ ...key, direction: key.direction === 'asc' ? 'desc' : 'asc' }));
}

/** The keys as an ORDER BY list. */
export function orderOf(keys: readonly SortKey[]): SQL[] {
  return keys.map((key) => (key.direction === 'asc' ? sql`${key.expr} asc` : sql`${key.expr} desc`));
}

/**
 * Reads a list in batches of `size`, each after the last row of the one before: `read` gets the condition
 * for "after the last row" (undefined at first) and answers the batch with each row's key values. Each
 * batch waits for a turn of the event loop: PGlite answers in this process without one, so a long read
 * would otherwise hold every other request, and the batches already read, until it ended.
 */
export async function* inBatches<Row>(
  keys: readonly SortKey[],
  read: (after: SQL | undefined, limit: number) => Promise<(Row & Record<string, unknown>)[]>,
  size = 500,
): AsyncGenerator<Row[]> {
  let after: string[] | null = null;
  for (;;) {
    if (after) await nextTurn();
    const batch = await read(afterKeys(keys, after), size);
    if (batch.length) yield batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1]!;
    after = keys.map((_, i) => String(last[`key${i}`]));
  }
}
