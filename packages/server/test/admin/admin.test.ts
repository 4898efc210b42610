import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mehendi/shared';
import { createTestApp, TEST_ADMIN, type TestApp } from '../helpers/test-app';

describe('admin accounts', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  const dashboard = (authorization?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: authorization ? { authorization } : {},
    });

  it('signs in with the configured e-mail and password and the token opens the dashboard', async () => {
    const response = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^[\w-]{43}$/);
    const check = await dashboard(`Bearer ${token}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: TEST_ADMIN.email });
  });

  it('accepts the e-mail in any letter case', async () => {
    expect((await login(TEST_ADMIN.email.toUpperCase(), TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrongPassword = await login(TEST_ADMIN.email, 'not the password');
    const unknownEmail = await login('nobody@test.example', TEST_ADMIN.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: MESSAGES.loginFailed });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual({ error: MESSAGES.loginFailed });
  });

  it('stores only an argon2id hash of the password and of no token', async () => {
    const { token } = (await login(TEST_ADMIN.email, TEST_ADMIN.password)).json<{ token: string }>();
    const admins = await ctx.database.withConnection((c) =>
      c.query<{ password_hash: string }>('select password_hash from admins'),
    );
    expect(admins[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await ctx.database.withConnection((c) =>
      c.query<{ token_hash: string }>('select token_hash from sessions'),
    );
    expect(sessions.map((row) => row.token_hash)).not.toContain(token);
  });

  it('answers 400 with a message for a malformed login body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('error');
  });

  it('ends the session on logout', async () => {
    const auth = await ctx.adminAuth();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: auth },
    });
    expect(logout.statusCode).toBe(200);
    expect((await dashboard(auth)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const auth = await ctx.adminAuth();
    await ctx.database.withConnection((c) =>
      c.exec(`update sessions set expires_at = now() - interval '1 minute'`),
    );
    expect((await dashboard(auth)).statusCode).toBe(401);
  });
});

describe('admin password change', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const change = (authorization: string, currentPassword: string, newPassword: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { authorization },
      payload: { currentPassword, newPassword },
    });

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const auth = await ctx.adminAuth();
    const wrong = await change(auth, 'wrong password', 'a brand new password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(MESSAGES.currentPasswordIncorrect);
    const short = await change(auth, TEST_ADMIN.password, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: MESSAGES.invalidPassword });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN })).statusCode,
    ).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await ctx.adminAuth();
    const auth = await ctx.adminAuth();
    const response = await change(auth, TEST_ADMIN.password, 'a brand new password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordUpdated });

    const dashboard = (authorization: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization } });
    expect((await dashboard(auth)).statusCode).toBe(200);
    expect((await dashboard(other)).statusCode).toBe(401);

    const oldLogin = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: TEST_ADMIN.email, password: 'a brand new password' },
    });
    expect(newLogin.statusCode).toBe(200);
  });
});
