import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { startServer, waitForHealth, type ServerProcess } from '../helpers/server-process';
import { processDatabase, type ProcessDatabase } from '../durability/process-database';
import { PROCESS_ENV } from '../durability/process-client';
import { startFakeTwilio, type FakeTwilio } from './fake-twilio';

const TEXTS = 10;
const LEASE_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

/**
 * docs/decisions.md (durable outbox): texts queued when the server is killed with SIGKILL are all sent
 * after the restart, and none twice except the one the gateway was answering at the kill.
 */
describe(`queued texts survive kill -9 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string | undefined;
  let database: ProcessDatabase | undefined;
  let server: ServerProcess | undefined;
  let gateway: FakeTwilio | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await gateway?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<ServerProcess> {
    const started = startServer({
      ...PROCESS_ENV,
      ...database!.env,
      PORT: String(await freePort()),
      DATA_DIR: dataDir!,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE_URL: gateway!.baseUrl,
      SMS_OUTBOX_POLL_MS: '50',
      SMS_SEND_LEASE_MS: String(LEASE_MS),
    });
    await waitForHealth(started);
    return started;
  }

  it(`sends all ${TEXTS} texts, at most the one in flight twice`, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-outbox-'));
    database = await processDatabase(dataDir);
    gateway = await startFakeTwilio();
    gateway.answerAfter(250);
    // Queued before the first start, as status changes would have queued them.
    await database.use((db) =>
      db.insert(smsOutbox).values(
        Array.from({ length: TEXTS }, (_, i) => ({
          recipient: 'customer' as const,
          toPhone: '+919812345610',
          template: 'customerConfirmed',
          language: 'en',
          body: `text ${i + 1}`,
        })),
      ),
    );
    const bodies = () => gateway!.requests.map((request) => request.form.get('Body') ?? '');

    server = await start();
    await until(() => gateway!.requests.length >= 3, 60_000);
    server.child.kill('SIGKILL');
    await server.exited;
    const beforeRestart = bodies().length;
    expect(beforeRestart).toBeLessThan(TEXTS);

    gateway.answerAfter(0);
    server = await start();
    await until(() => new Set(bodies()).size === TEXTS, 60_000);
    // Long enough for a wrongly re-taken text to be sent again.
    await sleep(LEASE_MS * 2);
    server.child.kill('SIGTERM');
    await server.exited;

    const counts = new Map<string, number>();
    for (const body of bodies()) counts.set(body, (counts.get(body) ?? 0) + 1);
    expect(counts.size).toBe(TEXTS);
    const twice = [...counts.values()].filter((n) => n > 1);
    expect(twice.length).toBeLessThanOrEqual(1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    const rows = await database.use((db) => db.select().from(smsOutbox));
    expect(rows.map((row) => row.status)).toEqual(Array.from({ length: TEXTS }, () => 'sent'));
  }, 240_000);
});
