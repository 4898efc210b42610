// Issue 29: a server killed with SIGKILL after WhatsApp took a text but before the text was recorded as
// sent sends it again after the restart (its claim's lease ended), once: at most one duplicate, and no
// SMS, since WhatsApp did not refuse it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSms, smsVariables } from '@mehendi/shared';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import {
  msg91Env,
  startFakeMsg91,
  startFakeWhatsApp,
  whatsappEnv,
  type FakeGateway,
} from '../helpers/fake-gateways';
import { startServer, waitForHealth, type ServerProcess } from '../helpers/server-process';
import { PROCESS_ENV } from './process-client';
import { processDatabase, type ProcessDatabase } from './process-database';

const LEASE_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe(`a WhatsApp text survives kill -9 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string | undefined;
  let database: ProcessDatabase | undefined;
  let server: ServerProcess | undefined;
  let whatsapp: FakeGateway | undefined;
  let msg91: FakeGateway | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await whatsapp?.close();
    await msg91?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<ServerProcess> {
    const started = startServer({
      ...PROCESS_ENV,
      ...database!.env,
      ...msg91Env(msg91!),
      ...whatsappEnv(whatsapp!),
      PORT: String(await freePort()),
      DATA_DIR: dataDir!,
      SMS_OUTBOX_POLL_MS: '50',
      SMS_SEND_LEASE_MS: String(LEASE_MS),
    });
    await waitForHealth(started);
    return started;
  }

  it('sends it by WhatsApp at most twice and records it once', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-whatsapp-'));
    database = await processDatabase(dataDir);
    whatsapp = await startFakeWhatsApp();
    msg91 = await startFakeMsg91();
    const values = {
      name: 'Asha Patil',
      variety: 'Bridal',
      dates: '12 Dec',
      slot: '4 PM-9 PM',
      artist: 'Meera',
    };
    await database.use((db) =>
      db.insert(smsOutbox).values({
        recipient: 'customer',
        toPhone: '+919812345610',
        template: 'customerConfirmed',
        language: 'en',
        body: renderSms('customerConfirmed', 'en', values),
        variables: smsVariables('customerConfirmed', 'en', values),
      }),
    );

    // WhatsApp takes the message but its answer never reaches the sender, which dies meanwhile.
    whatsapp.hold();
    server = await start();
    await until(() => whatsapp!.requests.length === 1, 60_000);
    server.child.kill('SIGKILL');
    await server.exited;
    whatsapp.release();

    server = await start();
    await until(() => whatsapp!.requests.length >= 2, 60_000);
    // Long enough for a wrongly re-taken text to be sent a third time.
    await sleep(LEASE_MS * 3);
    server.child.kill('SIGTERM');
    await server.exited;

    expect(whatsapp.requests).toHaveLength(2);
    expect(whatsapp.requests.every((request) => request.problems.length === 0)).toBe(true);
    expect(msg91.requests).toHaveLength(0);
    const rows = await database.use((db) => db.select().from(smsOutbox));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'whatsapp',
      status: 'sent',
      attempts: 2,
      providerMessageId: expect.stringMatching(/^wamid\./u) as unknown,
    });
  }, 240_000);
});
