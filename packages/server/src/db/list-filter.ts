import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { likeAnywhere, phoneLikeAnywhere } from './like-pattern';

// A booking reference as pages show it (bookingReference in packages/shared): the id's first 8 hex digits.
const REFERENCE = /^[0-9a-f]{8}$/i;

/**
 * The filter of an admin list (docs/api.md#lists-and-pages): one record by `id`, a `status`, and `q`
 * anywhere in any of the `search` columns, case-insensitive, or in the `phones` columns by its digits
 * ('95801 64128' finds 9580164128), or, when the list has `reference` (a UUID column), a record whose id
 * starts with the 8-character reference the customer was given; undefined when nothing filters.
 */
export function listFilter(
  query: { id?: string | undefined; status?: string | undefined; q?: string | undefined },
  columns: {
    id: PgColumn;
    status: PgColumn;
    search: PgColumn[];
    phones: PgColumn[];
    reference?: PgColumn;
    /**
     * One lower-cased column holding every `search` and `phones` column, one per line: then `q` is one
     * case-sensitive LIKE on it (a lower-cased pattern), which a trigram index serves, instead of an
     * ILIKE per column.
     */
    searchText?: PgColumn;
  },
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.id) conditions.push(eq(columns.id, query.id));
  if (query.status) conditions.push(eq(columns.status, query.status));
  if (query.q) {
    const pattern = likeAnywhere(query.q);
    const digits = phoneLikeAnywhere(query.q);
    const text = columns.searchText;
    conditions.push(
      or(
        ...(text
          ? [
              sql`${text} like lower(${pattern})`,
              digits === pattern ? undefined : sql`${text} like ${digits}`,
            ]
          : [
              ...columns.search.map((column) => ilike(column, pattern)),
              ...columns.phones.map((column) => ilike(column, digits)),
            ]),
        columns.reference && REFERENCE.test(query.q.trim())
          ? startsWith(columns.reference, query.q)
          : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** A UUID starting with the 8 hex digits of `reference`, as a range of the key's index (no scan of the table). */
function startsWith(id: PgColumn, reference: string): SQL {
  const prefix = reference.trim().toLowerCase();
  return sql`${id} between ${`${prefix}-0000-0000-0000-000000000000`}::uuid and ${`${prefix}-ffff-ffff-ffff-ffffffffffff`}::uuid`;
}

/** The rows of `window` (all of them without one) and how many rows match in all (`counted`). */
export async function readWindow<Row>(
  rows: PromiseLike<Row[]> & { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } },
  window: { limit: number; offset: number } | null,
  counted: PromiseLike<{ value: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const read = window ? await rows.limit(window.limit).offset(window.offset) : await rows;
  const [total] = await counted;
  return { rows: read, total: total?.value ?? 0 };
}
