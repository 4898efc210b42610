import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@mehendi/shared';
import { SIGN_IN_LIMITS } from '../../src/limits';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app';

// Failed sign-ins are limited per account and per address; successful ones never count
// (docs/rules-and-messages.md). TRUST_PROXY lets each request name its address in X-Forwarded-For.
describe('admin sign-in limits', { timeout: 240_000 }, () => {
  let ctx: TestApp;
  let nextAddress = 1;
  const newAddress = () => `198.51.100.${nextAddress++}`;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = (email: string, password: string, address: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': address },
      payload: { email, password },
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

  it('refuses the 6th wrong password for one account even from new addresses, and then the right one', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await signIn(TEST_ADMIN.email, 'a wrong guess', newAddress())).statusCode).toBe(401);
    }
    const sixth = await signIn(TEST_ADMIN.email.toUpperCase(), 'another guess', newAddress());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: MESSAGES.tooManyRequests });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await signIn(TEST_ADMIN.email, TEST_ADMIN.password, newAddress())).statusCode).toBe(429);
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
    // The 6th failure locks the account for twice the window.
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
    expect((await signIn('spray-last@test.example', 'guess', attacker)).statusCode).toBe(429);
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
