import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@mehendi/shared';
import { buildApp } from '../../src/app';
import { requireRole, sessionOf } from '../../src/auth/require-role';
import { loadConfig } from '../../src/config';
import { OTP_CODE_TTL_MS, OTP_MAX_ATTEMPTS } from '../../src/limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { capturingSms, sendOtp, verifyOtp, QUICK_CAPTCHA } from './phone-auth-helpers';

describe('code verification', () => {
  let ctx: TestApp;
  // A second app on the same database with one route per phone role, to prove what a token opens.
  let guarded: FastifyInstance;
  const sms = capturingSms();
  let nextPhone = 9812350001;
  const phone = () => `+91${nextPhone++}`;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    ctx = await createTestApp({}, { sms, captchaPow: QUICK_CAPTCHA });
    guarded = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir }),
      database: ctx.database,
      sms,
      captchaPow: QUICK_CAPTCHA,
      logger: false,
    });
    for (const role of ['customer', 'artist'] as const) {
      guarded.get(`/test/${role}`, { onRequest: requireRole(role) }, (request) => ({
        phone: sessionOf(request).phone,
      }));
    }
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await ctx.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const whoAmI = (role: string, token: string) =>
    guarded.inject({ method: 'GET', url: `/test/${role}`, headers: { authorization: `Bearer ${token}` } });

  it('captcha, code by SMS, token: a customer session for the normalised number', async () => {
    const number = phone();
    const local = number.slice(3, 8) + ' ' + number.slice(8);
    const sent = await sendOtp(ctx.app, { phone: local, role: 'customer' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: MESSAGES.otpSent,
      nonce: expect.any(String),
      retryAfter: expect.any(Number),
    });
    expect(sms.sent.at(-1)?.to).toBe(number);

    const verified = await verifyOtp(ctx.app, `0${number.slice(3)}`, sms.lastCode(number));
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json<{ token: string }>();
    expect((await whoAmI('customer', token)).json()).toEqual({ phone: number });
    expect((await whoAmI('artist', token)).statusCode).toBe(403);
  });

  it('gives the session the role the code was sent for', async () => {
    const number = phone();
    await sendOtp(ctx.app, { phone: number, role: 'artist' });
    const { token } = (await verifyOtp(ctx.app, number, sms.lastCode(number))).json<{ token: string }>();
    expect((await whoAmI('artist', token)).statusCode).toBe(200);
    expect((await whoAmI('customer', token)).statusCode).toBe(403);
  });

  it('uses a code once', async () => {
    const number = phone();
    await sendOtp(ctx.app, { phone: number });
    const code = sms.lastCode(number);
    expect((await verifyOtp(ctx.app, number, code)).statusCode).toBe(200);
    const again = await verifyOtp(ctx.app, number, code);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toBe(MESSAGES.otpExpired);
  });

  it(`refuses the right code after ${OTP_MAX_ATTEMPTS} wrong ones until a new code is sent`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const number = phone();
    await sendOtp(ctx.app, { phone: number });
    const code = sms.lastCode(number);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const guess = await verifyOtp(ctx.app, number, wrong(code));
      expect(guess.statusCode).toBe(400);
      expect(guess.json<{ error: string }>().error).toBe(MESSAGES.invalidOtp);
    }
    const right = await verifyOtp(ctx.app, number, code);
    expect(right.statusCode).toBe(400);
    expect(right.json<{ error: string }>().error).toBe(MESSAGES.otpExpired);

    vi.setSystemTime(Date.now() + 31_000);
    expect((await sendOtp(ctx.app, { phone: number })).statusCode).toBe(200);
    const newCode = sms.lastCode(number);
    expect((await verifyOtp(ctx.app, number, newCode)).statusCode).toBe(200);
  });

  it("counts only the asking client's tries: a stranger's guesses, even the right code, cannot end it", async () => {
    const number = phone();
    await sendOtp(ctx.app, { phone: number });
    const code = sms.lastCode(number);
    for (let i = 0; i < OTP_MAX_ATTEMPTS * 2; i++) {
      const guess = await verifyOtp(ctx.app, number, wrong(code), 'a-stranger-without-the-nonce');
      expect(guess.statusCode).toBe(400);
    }
    expect((await verifyOtp(ctx.app, number, code, 'a-stranger-without-the-nonce')).statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { phone: number, code },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toBe(MESSAGES.otpExpired);
    // The owner, with the nonce the send answered, still signs in.
    expect((await verifyOtp(ctx.app, number, code)).statusCode).toBe(200);
  });

  it('lets simultaneous wrong guesses use up the code like sequential ones', async () => {
    const number = phone();
    await sendOtp(ctx.app, { phone: number });
    const code = sms.lastCode(number);
    const guesses = await Promise.all(
      Array.from({ length: 3 * OTP_MAX_ATTEMPTS }, () => verifyOtp(ctx.app, number, wrong(code))),
    );
    expect(guesses.every((guess) => guess.statusCode === 400)).toBe(true);
    expect(
      guesses.filter((guess) => guess.json<{ error: string }>().error === MESSAGES.invalidOtp),
    ).toHaveLength(OTP_MAX_ATTEMPTS);
    expect((await verifyOtp(ctx.app, number, code)).statusCode).toBe(400);
  });

  it('lets only one of several simultaneous verifies of one code succeed', async () => {
    const number = phone();
    await sendOtp(ctx.app, { phone: number });
    const code = sms.lastCode(number);
    const answers = await Promise.all(Array.from({ length: 4 }, () => verifyOtp(ctx.app, number, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
  });

  it(`expires a code after ${OTP_CODE_TTL_MS / 60_000} minutes`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const number = phone();
    await sendOtp(ctx.app, { phone: number });
    vi.setSystemTime(Date.now() + OTP_CODE_TTL_MS + 1000);
    const late = await verifyOtp(ctx.app, number, sms.lastCode(number));
    expect(late.statusCode).toBe(400);
    expect(late.json<{ error: string }>().error).toBe(MESSAGES.otpExpired);
  });

  it('replaces the previous code when a new one is sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const number = phone();
    await sendOtp(ctx.app, { phone: number });
    const first = sms.lastCode(number);
    vi.setSystemTime(Date.now() + 31_000);
    await sendOtp(ctx.app, { phone: number });
    const second = sms.lastCode(number);
    if (first !== second) expect((await verifyOtp(ctx.app, number, first)).statusCode).toBe(400);
    expect((await verifyOtp(ctx.app, number, second)).statusCode).toBe(200);
  });

  it('answers a number that never asked for a code like an expired code, and refuses a malformed code', async () => {
    const unknown = await verifyOtp(ctx.app, phone(), '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe(MESSAGES.otpExpired);
    const short = await verifyOtp(ctx.app, phone(), '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toBe(MESSAGES.invalidOtp);
  });

  it('never stores a code in clear text', async () => {
    const number = phone();
    await sendOtp(ctx.app, { phone: number });
    const code = sms.lastCode(number);
    const stored = await ctx.database.withConnection((connection) =>
      connection.query<Record<string, unknown>>('select * from otp_codes where phone = $1', [number]),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
  });
});
