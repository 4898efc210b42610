// npm run restore -- FILE: rebuilds an empty DATA_DIR (or an empty PostgreSQL database) from a backup
// archive; refuses a target that already holds data (docs/operations.md#backup-and-restore).
import path from 'node:path';
import { ArchiveError } from '../backup/archive-format';
import { isEmptyDatabase, isEmptyFolder, restoreBackup } from '../backup/restore-backup';
import { ConfigError, loadConfig, loadEnvFile } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { createStorage } from '../storage/create-storage';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new ConfigError('Usage: npm run restore -- FILE');
  loadEnvFile();
  const config = loadConfig();
  const unlock = await lockDataDir(config.dataDir);
  try {
    const folders = config.databaseUrl ? ['uploads'] : ['pgdata', 'uploads'];
    for (const folder of folders) {
      if (!(await isEmptyFolder(path.join(config.dataDir, folder))))
        throw new ConfigError(`Refusing to restore: ${path.join(config.dataDir, folder)} is not empty.`);
    }
    const database = await openDatabase(config);
    try {
      if (!(await isEmptyDatabase(database)))
        throw new ConfigError('Refusing to restore: the database (DATABASE_URL) already has tables.');
      const result = await restoreBackup(database, createStorage(config), file);
      console.log(`Restored ${result.rows} rows and ${result.files} images from ${file}.`);
    } finally {
      await database.close();
    }
  } finally {
    await unlock();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof ArchiveError;
  console.error(known ? (error as Error).message : `The restore failed: ${String(error)}`);
  process.exit(1);
});
