// Reminders due while two server processes run (docs/bookings.md#reminders): both read the outbox, each
// reminder is sent once. The processes' clock is 3 days ahead of the wall clock (TEST_CLOCK_AHEAD_MS), so
// reminders written for the day after tomorrow are due for them: the claim reads the app's clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { startServerPair, type ServerPair } from '../helpers/server-pair';
import { startFakeTwilio, type FakeTwilio } from '../sms/fake-twilio';

const DAY = 24 * 60 * 60 * 1000;
const REMINDERS = 30;
const channels = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', redisUrl: '' }] : []),
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [{ name: 'PostgreSQL and Redis', redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];

if (channels.length === 0) {
  describe.skip('reminders with two server processes (set TEST_DATABASE_URL)', () => {
    it('needs PostgreSQL', () => {});
  });
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(channels)('reminders with two server processes on $name', ({ redisUrl }) => {
  let pair: ServerPair;
  let gateway: FakeTwilio;

  beforeAll(async () => {
    gateway = await startFakeTwilio();
    // Each answer takes a moment, so the two processes claim side by side.
    gateway.answerAfter(20);
    pair = await startServerPair('reminders', redisUrl, {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE_URL: gateway.baseUrl,
      SMS_OUTBOX_POLL_MS: '20',
      TEST_CLOCK_AHEAD_MS: String(3 * DAY),
    });
  }, 120_000);
  afterAll(async () => {
    await pair?.close();
    await gateway?.close();
  }, 30_000);

  it('sends each due reminder exactly once and keeps one not yet due', async () => {
    const dueAt = new Date(Date.now() + 2 * DAY);
    const later = new Date(Date.now() + 5 * DAY);
    const row = (body: string, at: Date) => ({
      recipient: 'customer' as const,
      toPhone: '+919812345610',
      template: 'customerReminderTomorrow',
      language: 'en',
      body,
      dueAt: at,
      nextAttemptAt: at,
    });
    await pair.database.use((db) =>
      db
        .insert(smsOutbox)
        .values([
          ...Array.from({ length: REMINDERS }, (_, i) => row(`reminder ${i + 1}`, dueAt)),
          row('not yet', later),
        ]),
    );
    const bodies = () => gateway.requests.map((request) => request.form.get('Body') ?? '');
    await until(() => new Set(bodies()).size >= REMINDERS, 60_000);
    // Every reminder is marked sent, none is left to be taken again.
    await until(
      async () =>
        (await pair.database.use((db) => db.select().from(smsOutbox).where(eq(smsOutbox.status, 'sent'))))
          .length === REMINDERS,
      10_000,
    );
    const counts = new Map<string, number>();
    for (const body of bodies()) counts.set(body, (counts.get(body) ?? 0) + 1);
    expect(counts.size).toBe(REMINDERS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has('not yet')).toBe(false);
    const rows = await pair.database.use((db) => db.select().from(smsOutbox));
    expect(rows.find((stored) => stored.body === 'not yet')?.status).toBe('queued');
  }, 90_000);
});
