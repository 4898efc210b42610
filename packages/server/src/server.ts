import { ConfigError, loadConfig, loadEnvFile } from './config';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { serveBackups } from './backup/backup-socket';
// Static: it reads config.ts, which must stay in server.mjs (scripts/build-server.mjs).
import { formatFindings, runDoctor } from './doctor/doctor';

/** 'http://0.0.0.0:3000' is where the server listens; a browser opens http://localhost:3000. */
function siteAddress(listening: string): string {
  return listening.replace('//0.0.0.0', '//localhost').replace('//[::]', '//localhost');
}

// The app's code (Fastify, the modules, image and socket libraries) is loaded while the database starts,
// so a restart is ready sooner (docs/decisions.md); the Redis client only when Redis is configured.
const loadApp = (withRedis: boolean) =>
  Promise.all([
    withRedis ? import('ioredis') : null,
    import('./app'),
    import('./modules/admin/admin.service'),
  ]);

/** `npm run doctor`'s checks (docs/deploy.md#the-check-before-start): an error stops the start, named with its fix. */
async function checkBeforeStart(): Promise<void> {
  const findings = await runDoctor(process.env);
  if (findings.some((found) => found.level === 'error'))
    throw new ConfigError(`Not starting: the production check found errors.\n${formatFindings(findings)}`);
  if (findings.length > 0) console.warn(formatFindings(findings));
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  if (config.env === 'production' && config.checkAtStart) await checkBeforeStart();
  // The folder holds the PGlite database and the stored images, so it is locked even with PostgreSQL.
  const unlock = await lockDataDir(config.dataDir);
  const appLoaded = loadApp(Boolean(config.redisUrl));
  // Without a handler here, a failed load would be reported before the database finished starting.
  appLoaded.catch(() => {});
  const database = await openDatabase(config);
  const [ioredis, { buildApp }, { ensureFirstAdmin }] = await appLoaded;
  const redis =
    config.redisUrl && ioredis ? new ioredis.Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  await migrate(database);
  const app = await buildApp({ config, database, redis });
  await ensureFirstAdmin(app, config.admin);

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
      // Readiness answers 503 first, so a load balancer stops sending traffic before connections close.
      app.lifecycle.shuttingDown = true;
      if (config.shutdownDrainMs > 0) {
        app.log.info(`readiness is 503; closing in ${config.shutdownDrainMs / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      }
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

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Mehendi Market is ready: open ${config.publicUrl ?? siteAddress(address)}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Mehendi Market could not start:', error);
  }
  process.exit(1);
});
