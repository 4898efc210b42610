// Two built-server processes on one database (and Redis where given), as a scaled-out deployment runs:
// for the tests of what one process must learn from the other (docs/decisions.md §5).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { processDatabase, type ProcessDatabase } from '../durability/process-database';
import { PROCESS_ENV } from '../durability/process-client';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { startServer, waitForHealth, type ServerProcess } from './server-process';

export interface ServerPair {
  a: ServerProcess;
  b: ServerProcess;
  /** The database both use, for setting up what the test needs directly. */
  database: ProcessDatabase;
  /** Stops both, drops the database and removes their folders. */
  close(): Promise<void>;
}

/** Starts A and B together (the migration lock keeps them from racing on the schema). */
export async function startServerPair(
  name: string,
  redisUrl = '',
  /** More settings for both (a gateway, a clock ahead). */
  extraEnv: Record<string, string> = {},
): Promise<ServerPair> {
  const dataDirs = await Promise.all(
    ['a', 'b'].map((side) => mkdtemp(path.join(os.tmpdir(), `mehendi-${name}-${side}-`))),
  );
  const database: ProcessDatabase = await processDatabase(dataDirs[0]!);
  const servers: ServerProcess[] = [];
  const close = async () => {
    for (const server of servers) {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    }
    await database.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  };
  try {
    for (const dataDir of dataDirs) {
      const env = { ...PROCESS_ENV, ...database.env, REDIS_URL: redisUrl, DATA_DIR: dataDir, ...extraEnv };
      servers.push(startServer({ ...env, PORT: String(await freePort()) }));
    }
    await Promise.all(servers.map((server) => waitForHealth(server)));
  } catch (error) {
    await close();
    throw error;
  }
  const [a, b] = servers as [ServerProcess, ServerProcess];
  return { a, b, database, close };
}
