import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { adminLogin, type ApiClient } from '@mehendi/test-client';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { ensureFirstAdmin } from '../../src/modules/admin/admin.service';
import { saveOwnerSettings } from '../../src/modules/settings';
import { injectClient } from './inject-client';
import { createTestDatabase } from './test-database';

/** Where a test's log lines go when it does not read them: written in full, then dropped. */
const DROPPED_LINES = { write: (_line: string) => undefined };

export const TEST_ADMIN = { email: 'admin@test.example', password: 'correct horse battery' } as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The tests' client, over inject. */
  api: ApiClient;
  /** Signs in as the seeded admin and returns the bearer header value. */
  adminAuth(): Promise<string>;
  /**
   * Closes the app and starts another on the same settings and database, as a restart of the server does;
   * `app` and `api` are the new one's. The options given replace the test app's own (one given as
   * undefined goes back to buildApp's default, such as a periodic sweep the test app was made without).
   * `whileDown` runs between the two, for what happens while no server runs (the clock moving on).
   */
  restart(options?: TestAppOptions, whileDown?: () => void): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** What a test may set of buildApp's options. */
type TestAppOptions = Pick<
  AppOptions,
  | 'sms'
  | 'captchaPow'
  | 'housekeepingIntervalMs'
  | 'httpTimeouts'
  | 'storage'
  | 'redis'
  | 'logStream'
  | 'waitlistSweepMs'
  | 'offersSweepMs'
  | 'clock'
>;

/**
 * `options.sms` replaces the SMS provider, so a test can read the codes it would send; `options.captchaPow`
 * makes the captcha cheaper to solve where the captcha is not what is tested. `openDatabase` replaces the
 * test database (given the data folder), for a test of the database itself.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions & {
    /**
     * Offers new bookings to artists automatically (the owner's switch, on in the product): off unless a
     * test asks, so a test of another subject sees only its own texts and steps.
     */
    autoOffers?: boolean;
  } = {},
  openDatabase: (dataDir: string) => Promise<Database> = () => createTestDatabase(),
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    // The production logger with its serialisers and masking, its lines dropped: a serialiser that throws
    // on what a test makes happen fails that test (issue 40).
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  const database = await openDatabase(dataDir);
  const { autoOffers = false, ...appOptions } = options;
  const start = (overrides: TestAppOptions = {}) => {
    const merged = { ...appOptions, ...overrides };
    return buildApp({ config, database, ...merged, logStream: merged.logStream ?? DROPPED_LINES });
  };
  const app = await start();
  await ensureFirstAdmin(app, config.admin);
  if (!autoOffers) await saveOwnerSettings(database.db, { autoOffers: false });
  await app.ready();
  const testApp: TestApp = {
    app,
    database,
    dataDir,
    api: injectClient(app),
    async adminAuth() {
      return `Bearer ${await adminLogin(testApp.api, TEST_ADMIN)}`;
    },
    async restart(overrides, whileDown) {
      await testApp.app.close();
      whileDown?.();
      testApp.app = await start(overrides);
      await testApp.app.ready();
      testApp.api = injectClient(testApp.app);
      return testApp.app;
    },
    async close() {
      await testApp.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
