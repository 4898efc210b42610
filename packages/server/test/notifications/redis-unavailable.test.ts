import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { ensureFirstAdmin } from '../../src/modules/admin/admin.service';
import {
  insertNotification,
  listNotifications,
} from '../../src/modules/notifications/notifications.repository';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { createTestDatabase } from '../helpers/test-database';
import { TEST_ADMIN } from '../helpers/test-app';

// Redis only carries live events between processes; losing it must not lose or refuse anything stored.
describe('notifications while Redis is unreachable', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  let redis: Redis;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-noredis-'));
    // Nothing listens on this port.
    redis = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      maxRetriesPerRequest: 1,
      retryStrategy: () => 20,
    });
    redis.on('error', () => undefined);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    database = await createTestDatabase();
    app = await buildApp({ config, database, redis, logger: false });
    await ensureFirstAdmin(app, config.admin);
    await app.ready();
  });
  afterAll(async () => {
    redis.disconnect();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps running when a live event cannot be published, and the notification stays listed', async () => {
    const stored = await insertNotification(app.db, { kind: 'newArtist', name: 'Kavya' });
    app.notifier.publish(stored);
    // Long enough for the publish to be retried and given up (an unhandled rejection fails the run).
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect((await listNotifications(app.db, 10)).map((item) => item.message)).toEqual([
      'New artist application from Kavya',
    ]);
  });

  it('shuts down without an unhandled rejection from the subscriptions still waiting for Redis', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      await app.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      process.off('unhandledRejection', record);
    }
    expect(unhandled).toEqual([]);
  });
});
