// Reminders due while the server was down (docs/bookings.md#reminders): a booking confirmed 3 days ahead
// queues 4 reminders; the server is killed with SIGKILL and started again (TEST_CLOCK_AHEAD_MS) at 2 PM
// India time on the visit's day, 2 hours before its slot: the day's 2 reminders, overdue, are sent once
// each; the 2 of the evening before are dropped, as it is the visit's day now.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { TIME_SLOTS, type CustomerBooking } from '@mehendi/shared';
import { bookingPayload, daysFromToday } from '@mehendi/test-client';
import { createSession } from '../../src/auth/sessions.repository';
import { artists } from '../../src/modules/artists/artists.schema';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { startServer, waitForHealth, type ServerProcess } from '../helpers/server-process';
import { startFakeTwilio, type FakeTwilio } from '../sms/fake-twilio';
import { processDatabase, type ProcessDatabase } from './process-database';
import { PROCESS_ENV, adminToken, postBooking, processClient, uploadDesign } from './process-client';

const REMINDERS = [
  'customerReminderTomorrow',
  'customerReminderToday',
  'artistReminderTomorrow',
  'artistReminderToday',
];

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`reminders survive kill -9 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  async function start(clockAheadMs: number): Promise<ServerProcess> {
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
      TEST_CLOCK_AHEAD_MS: String(clockAheadMs),
    });
    await waitForHealth(started);
    return started;
  }

  it('sends the reminders that fell due while it was down after the restart, once each, unless too late', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mehendi-reminders-'));
    database = await processDatabase(dataDir);
    gateway = await startFakeTwilio();
    // Prepared before the first start: PGlite's folder belongs to one process at a time.
    const [artist] = await database.use((db) =>
      db
        .insert(artists)
        .values({
          phone: '+919800011144',
          fullName: 'Meera Kulkarni',
          whatsappNumber: '9876501234',
          address: '12 Laxmi Road, Pune',
          pincode: '411030',
          jobTerm: 'Part-time',
          mehendiVarieties: ['Bridal'],
          availabilityTimeRange: TIME_SLOTS[3],
          status: 'approved',
        })
        .returning(),
    );
    const customer = await database.use((db) =>
      createSession(db, { role: 'customer', phone: '+919811100044' }),
    );
    server = await start(0);
    const admin = await adminToken(server.url);
    const design = await uploadDesign(server.url, admin, 'Bridal', '2000-3000');
    const day = daysFromToday(3);
    const made = await postBooking(
      server.url,
      customer,
      bookingPayload(design, { selectedDates: [day], selectedTime: TIME_SLOTS[1] }),
    );
    expect(made.status).toBe(201);
    const booking = (await made.json()) as CustomerBooking;
    const assigned = await processClient(server.url).request('POST', `/api/customers/${booking._id}/assign`, {
      token: admin,
      json: { artistId: artist!.id },
    });
    expect(assigned.status).toBe(200);
    const shown = (await assigned.json()) as { booking: CustomerBooking };
    expect(shown.booking.messages.filter((text) => text.dueAt).map((text) => text.status)).toEqual([
      'queued',
      'queued',
      'queued',
      'queued',
    ]);

    server.child.kill('SIGKILL');
    await server.exited;
    const reminders = () =>
      database!.use((db) => db.select().from(smsOutbox).where(inArray(smsOutbox.template, REMINDERS)));
    expect((await reminders()).map((row) => row.status)).toEqual(['queued', 'queued', 'queued', 'queued']);
    const sentBefore = gateway.requests.length;

    // 2 PM India time (08:30 UTC) on the day: every reminder is past due, the 4 PM slot still to come.
    server = await start(Date.parse(`${day}T08:30:00.000Z`) - Date.now());
    const isReminder = (body: string) => body.startsWith('Mehendi Market reminder');
    const bodies = () =>
      gateway!.requests
        .slice(sentBefore)
        .map((request) => request.form.get('Body') ?? '')
        .filter(isReminder);
    await until(() => bodies().length >= 2, 60_000);
    // Stopped gracefully, the worker finishes the text in hand; the rows then say what was sent.
    server.child.kill('SIGTERM');
    await server.exited;
    const rows = await reminders();
    const statusOf = Object.fromEntries(rows.map((row) => [row.template, row.status]));
    expect(statusOf).toEqual({
      customerReminderToday: 'sent',
      artistReminderToday: 'sent',
      customerReminderTomorrow: 'cancelled',
      artistReminderTomorrow: 'cancelled',
    });
    expect(rows.filter((row) => row.status === 'cancelled').map((row) => row.lastError)).toEqual([
      expect.stringContaining('"tomorrow"'),
      expect.stringContaining('"tomorrow"'),
    ]);
    expect(bodies()).toHaveLength(2);
    expect(new Set(bodies()).size).toBe(2);
    expect(bodies().every((body) => !body.includes('tomorrow'))).toBe(true);
  }, 240_000);
});
