import { open, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Asks the operating system to put one file's (or folder's) cached writes on the disk. */
export type SyncFile = (file: string) => Promise<void>;

/** How many files one flush syncs at a time (Node's file-system pool has four threads). */
const SYNCS_AT_ONCE = 2;

const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export const fsyncFile: SyncFile = async (file) => {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    // Removed since the folder was read (a recycled WAL segment, a temporary file): nothing to flush.
    if (isGone(error)) return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

/**
 * PGlite runs PostgreSQL with fsync off and its Node file system never flushes (PGlite issue #1107), so a
 * committed write may sit in the OS cache. This flushes the write-ahead log from the host instead: after
 * a committing request, every file in pg_wal and the folder itself. WAL on disk is enough for the database
 * to replay the commit after a power cut. When the set of WAL files changes (a new segment, or a
 * checkpoint recycling old ones), the whole data folder is flushed once, because a checkpoint lets
 * PostgreSQL drop WAL whose changes now live only in data files (docs/decisions.md, durability).
 *
 * Flushes are grouped: requests answered while a flush runs share the next one, never an earlier one that
 * may have started before their commit.
 */
export function createWalFlusher(pgdata: string, syncFile: SyncFile = fsyncFile): () => Promise<void> {
  const walDir = path.join(pgdata, 'pg_wal');
  let knownSegments = '';
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  /** Every file under `dir`, then the folders, deepest first. */
  async function listTree(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
      if (isGone(error)) return [];
      throw error;
    });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(dir, entry.name));
    const below = await Promise.all(
      entries.filter((entry) => entry.isDirectory()).map((entry) => listTree(path.join(dir, entry.name))),
    );
    return [...files, ...below.flat(), dir];
  }

  // A few at a time: the thousand files of a data folder, queued at once, would hold every thread of
  // Node's file-system pool, and any other file read of the process (a start-up, an upload) would wait.
  async function syncTree(dir: string): Promise<void> {
    const files = await listTree(dir);
    let next = 0;
    await Promise.all(
      Array.from({ length: SYNCS_AT_ONCE }, async () => {
        while (next < files.length) await syncFile(files[next++]!);
      }),
    );
  }

  async function flushOnce(): Promise<void> {
    const entries = await readdir(walDir, { withFileTypes: true });
    const segments = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    const signature = segments.sort().join(',');
    if (signature !== knownSegments) {
      await syncTree(pgdata);
      knownSegments = signature;
      return;
    }
    await Promise.all(segments.map((name) => syncFile(path.join(walDir, name))));
    await syncFile(walDir);
  }

  function flush(): Promise<void> {
    if (!running) {
      running = flushOnce().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return flush();
      });
    return queued;
  }
  return flush;
}
