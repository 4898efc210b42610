// One backup archive: gzip-compressed JSON lines. The first line describes the backup, then one line per
// table row in an order that satisfies the foreign keys, then one line per stored image, then an end line
// with the counts, so a cut-off archive is recognised (docs/decisions.md, backups).
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

export const ARCHIVE_FORMAT = 'mehendi-market-backup';
export const ARCHIVE_VERSION = 1;

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The migrations applied to the database the backup was taken from. */
  migrations: string[];
  /** Tables in restore order (a table after the tables its foreign keys point to). */
  tables: string[];
}

export type ArchiveLine =
  | { row: Record<string, unknown>; table: string }
  | { file: string; base64: string }
  | { end: true; rows: number; files: number };

export class ArchiveError extends Error {}

/** Reads an archive line by line: the header first, then rows and files; throws on a cut-off archive. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveHeader | ArchiveLine> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let first = true;
  let ended = false;
  let rows = 0;
  let files = 0;
  for await (const text of lines) {
    if (!text) continue;
    const line = JSON.parse(text) as ArchiveHeader | ArchiveLine;
    if (first) {
      const header = line as ArchiveHeader;
      if (header.format !== ARCHIVE_FORMAT || header.version !== ARCHIVE_VERSION)
        throw new ArchiveError(`${file} is not a Mehendi Market backup (version ${ARCHIVE_VERSION}).`);
      first = false;
      yield header;
      continue;
    }
    if ('end' in line) {
      if (line.rows !== rows || line.files !== files)
        throw new ArchiveError(`${file} is damaged: its counts do not match its contents.`);
      ended = true;
      continue;
    }
    if ('row' in line) rows += 1;
    else files += 1;
    yield line;
  }
  if (first || !ended) throw new ArchiveError(`${file} is incomplete: it has no end line.`);
}
