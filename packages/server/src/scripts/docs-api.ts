// npm run docs:api: writes docs/api-reference.md from the OpenAPI document the app builds from its route
// schemas. The app is built without listening, on an empty in-memory database, with no outbox worker.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite } from '../db/database';
import { migrate } from '../db/migrate';
import { API_REFERENCE_FILE, apiReference, type OpenApiDocument } from './api-reference';

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-docs-api-'));
  const database = await openPglite(null);
  try {
    await migrate(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    const app = await buildApp({ config, database, logger: false, smsOutbox: false });
    try {
      await app.ready();
      const markdown = await apiReference(app.swagger() as unknown as OpenApiDocument);
      await writeFile(API_REFERENCE_FILE, markdown);
      console.log(`Wrote ${path.relative(process.cwd(), API_REFERENCE_FILE)}.`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('The API reference could not be written:', error);
  process.exit(1);
});
