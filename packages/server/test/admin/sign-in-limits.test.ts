import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@mehendi/shared';
import { SIGN_IN_LIMITS } from '../../src/limits';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app';
import { QUICK_CAPTCHA, solvedCaptcha } from '../phone-auth/phone-auth-helpers';

// Failed sign-ins are limited per address; the account's limit asks for a solved captcha instead of
// refusing, and successful sign-ins never count (docs/security.md#admin-sign-in-limits). TRUST_PROXY lets
// each request name its address in X-Forwarded-For.
describe('admin sign-in limits', { timeout: 240_000 }, () => {
  let ctx: TestApp;
  let nextAddress = 1;
  const newAddress = () => `198.51.100.${nextAddress++}`;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' }, { captchaPow: QUICK_CAPTCHA });
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = (email: string, password: string, address: string, captcha?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': address },
      payload: { email, password, ...(captcha === undefined ? {} : { captcha }) },
    });

  it('lets an office behind one address sign in correctly 12 times in a minute', async () => {
    const office = newAddress();
    for (let i = 0; i < 12; i++) {
      expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password, office)).statusCode).toBe(200);
    }
    const rows = await ctx.database.withConnection((c) =>
      c.query<{ n: number }>('select count(*)::int as n from sign_in_failures'),
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('after 5 wrong passwords from one address, the right password from another signs in with a captcha', async () => {
    const attacker = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await signIn(TEST_ADMIN.email, 'a wrong guess', attacker)).statusCode).toBe(401);
    }
    // The account's limit is reached: without a captcha nobody may try, and the answer says a captcha would do.
    const admin = newAddress();
    const asked = await signIn(TEST_ADMIN.email, TEST_ADMIN.password, admin);
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toMatchObject({ error: MESSAGES.tooManyRequests, captchaRequired: true });
    expect(Number(asked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // With a solved captcha the right password signs in from the other address ...
    const signedIn = await signIn(TEST_ADMIN.email, TEST_ADMIN.password, admin, await solvedCaptcha(ctx.app));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ token: expect.any(String) });
    // ... and the session works.
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` },
    });
    expect(dashboard.statusCode).toBe(200);
    // A captcha is used once; a wrong password with a fresh one is still only a wrong password.
    const captcha = await solvedCaptcha(ctx.app);
    expect((await signIn(TEST_ADMIN.email, 'guess', newAddress(), captcha)).statusCode).toBe(401);
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password, newAddress(), captcha)).json()).toMatchObject(
      {
        captchaRequired: true,
      },
    );
    // A made-up captcha does not pass.
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password, newAddress(), 'junk')).statusCode).toBe(429);
    // Another account is not slowed by this one's failures.
    expect((await signIn('someone-else@test.example', 'guess', newAddress())).statusCode).toBe(401);
  });

  it('doubles the wait with each failure after the limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const account = 'doubling@test.example';
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await signIn(account, 'guess', newAddress())).statusCode).toBe(401);
    }
    vi.setSystemTime(Date.now() + SIGN_IN_LIMITS.windowMs + 1000);
    expect((await signIn(account, 'guess', newAddress())).statusCode).toBe(401);
    // After the 6th failure the account asks for a captcha for twice the window.
    vi.setSystemTime(Date.now() + SIGN_IN_LIMITS.windowMs + 1000);
    expect((await signIn(account, 'guess', newAddress())).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + SIGN_IN_LIMITS.windowMs);
    expect((await signIn(account, 'guess', newAddress())).statusCode).toBe(401);
  });

  it(`refuses an address after ${SIGN_IN_LIMITS.perIp} failures on any accounts, other addresses go on`, async () => {
    const attacker = newAddress();
    for (let i = 0; i < SIGN_IN_LIMITS.perIp; i++) {
      expect((await signIn(`spray-${i}@test.example`, 'guess', attacker)).statusCode).toBe(401);
    }
    const limited = await signIn('spray-last@test.example', 'guess', attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).not.toHaveProperty('captchaRequired');
    // A captcha does not lift an address's own limit.
    expect(
      (await signIn(TEST_ADMIN.email, TEST_ADMIN.password, attacker, await solvedCaptcha(ctx.app)))
        .statusCode,
    ).toBe(429);
    expect((await signIn('spray-last@test.example', 'guess', newAddress())).statusCode).toBe(401);
  });
});

describe('password change attempt limit', { timeout: 240_000 }, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses the current password after 5 wrong ones, so a stolen token cannot guess it', async () => {
    const auth = await ctx.adminAuth();
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/change-password',
        headers: { authorization: auth },
        payload: { currentPassword, newPassword: 'a brand new password' },
      });
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await change(`guess number ${i}`)).statusCode).toBe(400);
    }
    const limited = await change(TEST_ADMIN.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: MESSAGES.tooManyRequests });
    // Nothing changed: the old password still signs in.
    const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
  });
});
