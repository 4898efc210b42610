import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../packages/server/test/helpers/scratch-postgres';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { ApiClient, adminLogin, fetchTransport } from '@mehendi/test-client';
import { E2E_ADMIN, E2E_MSG91_WEBHOOK_SECRET, SERVER_LOG } from './constants';

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer on ${url}; see ${SERVER_LOG}`);
}

/** Starts the built product once for the whole run, on a fresh data folder, with its log in a file. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await mkdir(path.dirname(SERVER_LOG), { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  const postgres = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'mm_e2e')
    : null;
  // The compiled server, as `npm start` runs it (test:e2e builds it first).
  const server = spawn(process.execPath, ['packages/server/dist/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Journeys reuse a few customer numbers; what one number may hold is tested at the API tier
      // (packages/server/test/bookings/held-per-number.test.ts).
      HELD_BOOKINGS_PER_NUMBER: '50',
      HELD_DAYS_PER_NUMBER: '300',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMS_PROVIDER: 'console',
      // Codes are read from the server log; production refuses that unless told (docs/decisions.md).
      ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
      // A production build on this machine: no domain, proxy or backups to check (npm run doctor).
      CHECK_AT_START: 'false',
      // Receipts for the console provider's texts (e2e/admin-texts.spec.ts).
      MSG91_WEBHOOK_SECRET: E2E_MSG91_WEBHOOK_SECRET,
      LOG_LEVEL: 'info',
      // Each test arrives from its own address (e2e/support/test.ts).
      TRUST_PROXY: 'true',
      // Advances by UPI (issue 28): confirmed bookings ask one, so My bookings shows it.
      UPI_VPA: 'mehendimarket@okaxis',
      UPI_PAYEE_NAME: 'Mehendi Market',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  await waitForHealth(baseUrl, Date.now() + 180_000);
  process.env.E2E_BASE_URL = baseUrl;
  // New bookings wait for the owner, as before offers to artists, so a test of another subject sees only its
  // own steps and texts; the offers' own tests switch them on (withAutomaticOffers in admin-api.ts).
  const api = new ApiClient(fetchTransport(baseUrl));
  const token = await adminLogin(api, E2E_ADMIN);
  await api.ok('PUT', '/api/admin/settings', { token, json: { autoOffers: false } });
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
}
