import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own and two processes on one folder corrupt it silently, so the server
 * holds a pid file created exclusively. A file left by a process that no longer runs (kill -9) is stale
 * and taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
        throw new DataDirLockedError(
          `Another Mehendi Market server (pid ${pid}) is using ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}; another server is starting on it.`);
}
