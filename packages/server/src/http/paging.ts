import { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { contentCodingFor } from './content-coding';

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

/**
 * Sends `chunks` as they come, compressed here in the coding the client accepts best, each chunk flushed
 * as it is written so the first bytes leave at once. Not through @fastify/compress: its stream wrapper
 * held what PGlite's reads (in this thread) produced, and the heap grew by 140 MB over an export of
 * 100,000 bookings; left to fill its window, a compressor held the first byte for over a second
 * (docs/speed.md#a-season-of-bookings). Routes that send this set `compress: false`.
 */
export function sendStreamed(reply: FastifyReply, contentType: string, chunks: AsyncIterable<string>) {
  const coding = contentCodingFor(reply.request.headers['accept-encoding']);
  const body = Readable.from(chunks);
  reply.type(contentType).header('vary', 'accept-encoding');
  if (!coding) return reply.send(body);
  const compressed =
    coding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  // A failed read ends the answer early (the client sees a cut download) and is logged; a client leaving
  // mid-download closes it early too, which is no failure of the server's.
  pipeline(body, compressed, (error?: NodeJS.ErrnoException | null) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      reply.log.error({ err: error }, 'a streamed answer failed');
    }
  });
  return reply.header('content-encoding', coding).send(compressed);
}

/**
 * A CSV download named `filename`, streamed as its batches are read from the database, so the first bytes
 * leave at once and memory holds one batch, whatever the size of the table.
 */
export function sendCsv(reply: FastifyReply, filename: string, csv: AsyncIterable<string>) {
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  return sendStreamed(reply, 'text/csv; charset=utf-8', csv);
}

/** A whole list as a JSON array, its text made batch by batch (the plain answer of an admin list). */
export async function* jsonArrayChunks<Item>(
  batches: AsyncIterable<readonly Item[]>,
): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const items of batches) {
    if (!items.length) continue;
    yield (first ? '' : ',') + items.map((item) => JSON.stringify(item)).join(',');
    first = false;
  }
  yield ']';
}
