import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../src/housekeeping/housekeeping';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Expired sessions, used captchas and old OTP records are removed on a schedule (docs/data.md).
describe('housekeeping', () => {
  let ctx: TestApp;
  // The default interval: the timer runs once at start, before anything is seeded, then not for minutes.
  let quiet: TestApp;
  // A short interval, so the test also proves the app's own timer does the work.
  let frequent: TestApp;
  beforeAll(async () => {
    quiet = await createTestApp();
    frequent = await createTestApp({}, { housekeepingIntervalMs: 200 });
  }, 240_000);
  afterAll(async () => {
    await quiet.close();
    await frequent.close();
  });

  const count = async (table: string) =>
    (
      await ctx.database.withConnection((c) =>
        c.query<{ n: number }>(`select count(*)::int as n from ${table}`),
      )
    )[0]!.n;

  async function seed(tag: string): Promise<void> {
    await ctx.database.withConnection(async (c) => {
      await c.exec(`
        insert into sessions (token_hash, role, phone, expires_at) values
          ('expired-customer-${tag}', 'customer', '+9198123${tag}0001', now() - interval '1 minute'),
          ('live-customer-${tag}', 'customer', '+9198123${tag}0002', now() + interval '1 hour');
        insert into sessions (token_hash, role, admin_id, expires_at)
          select 'expired-admin-${tag}', 'admin', id, now() - interval '1 minute' from admins;
        insert into used_captchas (signature, expires_at) values
          ('old-${tag}', now() - interval '1 hour'), ('fresh-${tag}', now() + interval '5 minutes');
        insert into otp_codes (phone, role, code_hash, expires_at, created_at) values
          ('+9198123${tag}0003', 'customer', 'h1-${tag}', now() - interval '1 minute', now() - interval '6 minutes'),
          ('+9198123${tag}0004', 'customer', 'h2-${tag}', now() + interval '4 minutes', now());
        insert into otp_requests (phone_hash, ip, verified, created_at) values
          ('hash-${tag}-3', '203.0.113.1', false, now() - interval '2 hours'),
          ('hash-${tag}-4', '203.0.113.1', false, now() - interval '1 minute'),
          ('hash-${tag}-5', '203.0.113.1', true, now() - interval '2 hours'),
          ('hash-${tag}-6', '203.0.113.1', true, now() - interval '25 hours');
        insert into booking_limit_events (phone_hash, created_at) values
          ('hash-${tag}-3', now() - interval '25 hours'),
          ('hash-${tag}-4', now() - interval '23 hours');
        insert into sign_in_failures (account, ip, created_at) values
          ('login:a@test.example', '203.0.113.1', now() - interval '2 hours'),
          ('login:a@test.example', '203.0.113.1', now() - interval '1 minute');
        insert into push_subscriptions (admin_id, endpoint, p256dh, auth)
          select id, 'https://push.example/${tag}', 'key', 'auth' from admins;
        insert into push_outbox (subscription_id, kind, payload, ttl_seconds, urgency, expires_at, status, created_at)
          select id, 'ownerNeedsArtist', '{}', 60, 'normal', now(), status, now() - age
          from push_subscriptions, (values ('sent', interval '8 days'), ('queued', interval '8 days'),
            ('sent', interval '6 days')) as pushes (status, age)
          where endpoint = 'https://push.example/${tag}';
      `);
    });
  }

  it('removes expired sessions, used captchas, codes, sends, sign-in failures and old pushes, and keeps live ones', async () => {
    ctx = quiet;
    await seed('1');
    const removed = await runHousekeeping(ctx.app.db);
    // A proved send is kept a day (it marks the number's owner); other sends an hour.
    expect(removed).toEqual({
      sessions: 2,
      usedCaptchas: 1,
      otpCodes: 1,
      otpRequests: 2,
      signInFailures: 1,
      bookingLimitEvents: 1,
      jobActionKeys: 0,
      pushes: 1,
    });
    const tokens = await ctx.database.withConnection((c) =>
      c.query<{ token_hash: string }>('select token_hash from sessions order by token_hash'),
    );
    expect(tokens.map((row) => row.token_hash)).toEqual(['live-customer-1']);
    expect([
      await count('used_captchas'),
      await count('otp_codes'),
      await count('otp_requests'),
      await count('sign_in_failures'),
      await count('booking_limit_events'),
      await count('push_outbox'),
    ]).toEqual([1, 1, 2, 1, 1, 2]);
    // Idempotent: a second process running it at the same time finds nothing more to do.
    expect(await runHousekeeping(ctx.app.db)).toEqual({
      sessions: 0,
      usedCaptchas: 0,
      otpCodes: 0,
      otpRequests: 0,
      signInFailures: 0,
      bookingLimitEvents: 0,
      jobActionKeys: 0,
      pushes: 0,
    });
  });

  it("runs on the app's own timer", async () => {
    ctx = frequent;
    await seed('2');
    await expect.poll(() => count('used_captchas'), { timeout: 5000 }).toBe(1);
    await expect.poll(() => count('sessions'), { timeout: 5000 }).toBe(1);
  });
});
