import { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import type { FastifyReply } from 'fastify';

// Admin lists (docs/api.md): with none of status, q, page or pageSize a list answers as it always did
// (a plain array); with any of them it answers one page { items, total, page, pageSize }.

export const DEFAULT_PAGE_SIZE = 20;

export interface ListQuery {
  status?: string | undefined;
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Which rows of a list to read: null for all of them. */
export type PageWindow = { limit: number; offset: number } | null;

export function wantsPage(query: ListQuery): boolean {
  return (
    query.status !== undefined ||
    query.q !== undefined ||
    query.page !== undefined ||
    query.pageSize !== undefined
  );
}

export function pageOf(query: ListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * An admin list's answer: every record as a plain array, or, when the query asks for one, a page with the
 * total. `list` reads the rows of a window, `records` turns rows into the API's records.
 */
export async function listAnswer<Row, Item>(
  query: ListQuery,
  list: (window: PageWindow) => Promise<{ rows: Row[]; total: number }>,
  records: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Item[] | { items: Item[]; total: number; page: number; pageSize: number }> {
  if (!wantsPage(query)) return records((await list(null)).rows);
  const page = pageOf(query);
  const { rows, total } = await list(page);
  return { items: await records(rows), total, page: page.page, pageSize: page.pageSize };
}

/** The encodings answers are compressed in, best first (app.ts). */
export const COMPRESSED_ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * The compression of a streamed answer (a route's `compress` option): each batch is flushed as it is
 * written, so the first bytes leave at once; a compressor left to fill its window held an export's first
 * byte for over a second (docs/speed.md#a-season-of-bookings).
 */
export const FLUSHED_COMPRESSION = {
  encodings: COMPRESSED_ENCODINGS,
  brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH },
  zlibOptions: { flush: constants.Z_SYNC_FLUSH },
};

/**
 * A CSV download named `filename`, streamed as its batches are read from the database, so the first bytes
 * leave at once and memory holds one batch, whatever the size of the table.
 */
export function sendCsv(reply: FastifyReply, filename: string, csv: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(csv));
}

/** A whole list as a JSON array, streamed batch by batch (the plain answer of an admin list). */
export function jsonArrayStream<Item>(batches: AsyncIterable<readonly Item[]>): Readable {
  async function* json() {
    let first = true;
    yield '[';
    for await (const items of batches) {
      if (!items.length) continue;
      yield (first ? '' : ',') + items.map((item) => JSON.stringify(item)).join(',');
      first = false;
    }
    yield ']';
  }
  return Readable.from(json());
}
