import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadEnvFile } from './config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { ensureFirstAdmin } from './modules/admin/admin.service';
import { serveBackups } from './backup/backup-socket';

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  // The folder holds the PGlite database and the stored images, so it is locked even with PostgreSQL.
  const unlock = await lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  await migrate(database);
  const app = await buildApp({ config, database, redis });
  await ensureFirstAdmin(app.db, config.admin, app.log);

  // PGlite's folder is this process's alone: `npm run backup` gets its snapshot from here.
  const stopBackups = config.databaseUrl
    ? async () => {}
    : await serveBackups(config.dataDir, database, app.storage, app.log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      // Stops accepting connections and waits for requests in flight, then runs onClose hooks.
      await stopBackups();
      await app.close();
      await database.close();
      await redis?.quit();
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exitCode = 1;
    } finally {
      await unlock();
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Mehendi Market could not start:', error);
  }
  process.exit(1);
});
