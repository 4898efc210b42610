import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ContentCoding } from '../../../http/content-coding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers smaller than this go out as they are: compressing them saves less than the headers weigh. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON answer prepared once per catalogue change: its bytes, their Brotli and gzip forms (when the
 * answer is large enough) and a strong ETag per form, so a request costs a lookup and a write.
 */
export interface CachedAnswer {
  /** What was serialised, for a reader in this process (the overview reads the design counts). */
  value: unknown;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** The ETag of the uncompressed bytes; the compressed forms add `-br` / `-gzip` inside the quotes. */
  etag: string;
}

export async function prepareAnswer(value: unknown): Promise<CachedAnswer> {
  const identity = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  if (identity.length < COMPRESS_FROM_BYTES) return { value, identity, br: null, gzip: null, etag };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { value, identity, br, gzip: gz, etag };
}

export function etagOf(answer: CachedAnswer, coding: ContentCoding | null): string {
  return coding ? `${answer.etag.slice(0, -1)}-${coding}"` : answer.etag;
}
