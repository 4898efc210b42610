// npm run backup -- FILE: one archive with a consistent snapshot of the database and every stored image,
// taken while the server keeps serving (docs/operations.md#backup-and-restore). With PostgreSQL it reads the
// database directly; with PGlite it asks the running server over its backup socket, or opens the
// folder itself when no server runs.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { backupSocketPath } from '../backup/backup-socket';
import { takeBackup } from '../backup/take-backup';
import { ConfigError, loadConfig, loadEnvFile } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createStorage } from '../storage/create-storage';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new ConfigError('Usage: npm run backup -- FILE');
  loadEnvFile();
  const config = loadConfig();
  // Written aside and renamed, so FILE is never a half-written archive.
  const partial = `${file}.part`;
  try {
    let unlock: (() => Promise<void>) | null = null;
    if (!config.databaseUrl) {
      try {
        unlock = await lockDataDir(config.dataDir);
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
      }
    }
    if (!config.databaseUrl && !unlock) {
      console.log(`Asking the server running on ${config.dataDir} for a backup…`);
      await pipeline(connect(backupSocketPath(config.dataDir)), createWriteStream(partial));
    } else {
      try {
        const database = await openDatabase(config);
        try {
          await migrate(database);
          const result = await takeBackup(database, createStorage(config), createWriteStream(partial));
          for (const key of result.missingFiles) console.warn(`Image ${key} was deleted during the backup.`);
        } finally {
          await database.close();
        }
      } finally {
        await unlock?.();
      }
    }
    await rename(partial, file);
    console.log(`Backup written to ${file}.`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `The backup failed: ${String(error)}`);
  process.exit(1);
});
