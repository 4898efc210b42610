import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Storage } from '../storage/storage';
import { takeBackup } from './take-backup';

/**
 * Only one process can open a PGlite folder, so `npm run backup` asks the running server for the
 * snapshot over a Unix socket in DATA_DIR/.backup/: a folder only the server's own OS user can enter
 * (0700), the same user who can read DATA_DIR anyway. Nothing is reachable over the network.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, '.backup', 'backup.sock');
}

export async function serveBackups(
  dataDir: string,
  database: Database,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // Unix socket paths are limited to about 107 bytes.
  if (Buffer.byteLength(socketPath) > 100) {
    log.warn({ socketPath }, 'DATA_DIR path too long for the backup socket: stop the server to back up');
    return async () => {};
  }
  await mkdir(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  await chmod(path.dirname(socketPath), 0o700);
  // A socket left by a killed server; the data-folder lock already proved no other server runs here.
  await rm(socketPath, { force: true });
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    takeBackup(database, storage, socket).then(
      (result) => log.info(result, 'backup sent'),
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        socket.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}
