// npm run seed:demo: fills an empty design catalogue with generated sample designs, so a first run of
// the product shows something real. Opens the database exactly as the server does and holds the same
// DATA_DIR lock, so it refuses to run beside a server using that folder.
import { ConfigError, loadConfig, loadEnvFile } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createStorage } from '../storage/create-storage';
import { seedDemoCatalogue } from './demo-catalogue';

const PER_GROUP = 3;

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(config);
    try {
      await migrate(database);
      const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
      console.log(`Seeding the demo catalogue into ${where}; images go to ${config.dataDir}/uploads`);
      const started = Date.now();
      const result = await seedDemoCatalogue(database.db, createStorage(config), {
        perGroup: PER_GROUP,
        onProgress: (line) => console.log(line),
      });
      for (const reason of result.skipped) console.log(`Left alone: ${reason}.`);
      console.log(
        `Added ${result.designs} mehendi designs and ${result.sidersDesigns} siders designs ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await unlock();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The demo catalogue could not be seeded:', error);
  }
  process.exit(1);
});
