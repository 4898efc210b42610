import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MESSAGES } from '@mehendi/shared';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { CAPTCHA_POW, CAPTCHA_RATE_LIMIT, CAPTCHA_TTL_MS } from '../../src/limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { capturingSms, encodePayload, fetchChallenge, sendOtp, solvedCaptcha } from './phone-auth-helpers';

describe('captcha on the code request', () => {
  let ctx: TestApp;
  const sms = capturingSms();
  // A different number per test keeps the per-phone send limits out of the way.
  let nextPhone = 9812340001;
  const phone = () => `+91${nextPhone++}`;

  beforeAll(async () => {
    ctx = await createTestApp({}, { sms });
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands out a signed, expiring PBKDF2 challenge in the format of the altcha v3 widget', async () => {
    const before = Date.now();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<{ parameters: Record<string, unknown>; signature: string }>();
    expect(challenge.parameters).toMatchObject({
      algorithm: CAPTCHA_POW.algorithm,
      cost: CAPTCHA_POW.cost,
      keyLength: 32,
    });
    expect(challenge.parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]+$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAtMs = Number(challenge.parameters.expiresAt) * 1000;
    expect(expiresAtMs).toBeGreaterThan(before + CAPTCHA_TTL_MS - 2000);
    expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + CAPTCHA_TTL_MS);
  });

  it('accepts a solved challenge once; the replay is refused', async () => {
    const captcha = await solvedCaptcha(ctx.app);
    const first = await sendOtp(ctx.app, { phone: phone(), captcha });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: MESSAGES.otpSent,
      nonce: expect.any(String),
      retryAfter: expect.any(Number),
    });

    const replay = await sendOtp(ctx.app, { phone: phone(), captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: MESSAGES.captchaFailed });
    expect(sms.sent).toHaveLength(1);
  });

  it('shares the signing key and the used captchas with another process on the same database', async () => {
    const sibling = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir }),
      database: ctx.database,
      sms: capturingSms(),
      logger: false,
    });
    try {
      // Solved for one process, accepted by the other, then refused on both.
      const captcha = await solvedCaptcha(ctx.app);
      expect((await sendOtp(sibling, { phone: phone(), captcha })).statusCode).toBe(200);
      const replay = await sendOtp(ctx.app, { phone: phone(), captcha });
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ error: MESSAGES.captchaFailed });
    } finally {
      await sibling.close();
    }
  });

  it('refuses a tampered challenge, a wrong solution, junk and a missing captcha', async () => {
    const challenge = await fetchChallenge(ctx.app);
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } };
    const wrongKey = { ...solution, derivedKey: 'ab'.repeat(32) };
    const widgetTestMode = Buffer.from(
      JSON.stringify({ challenge: null, solution: null, test: true }),
    ).toString('base64');
    for (const captcha of [
      encodePayload(easier, solution),
      encodePayload(challenge, wrongKey),
      encodePayload({ parameters: challenge.parameters }, solution),
      widgetTestMode,
      'not base64 at all',
    ]) {
      const response = await sendOtp(ctx.app, { phone: phone(), captcha });
      expect(response.statusCode, captcha).toBe(400);
      expect(response.json()).toEqual({ error: MESSAGES.captchaFailed });
    }
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { phone: phone(), role: 'customer' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: string }>().error).toBe(MESSAGES.captchaFailed);
    // The untouched solution still works: none of the refusals used it up.
    expect(
      (await sendOtp(ctx.app, { phone: phone(), captcha: encodePayload(challenge, solution) })).statusCode,
    ).toBe(200);
  });

  it('answers an expired challenge with the expiry message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const captcha = await solvedCaptcha(ctx.app);
    vi.setSystemTime(Date.now() + CAPTCHA_TTL_MS + 1000);
    const response = await sendOtp(ctx.app, { phone: phone(), captcha });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGES.captchaExpired });
  });

  it(`limits challenges to ${CAPTCHA_RATE_LIMIT.max} a minute per client address`, async () => {
    const fetchFrom = (remoteAddress: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress });
    for (let i = 0; i < CAPTCHA_RATE_LIMIT.max; i++) {
      expect((await fetchFrom('192.0.2.50')).statusCode).toBe(200);
    }
    const over = await fetchFrom('192.0.2.50');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: MESSAGES.tooManyRequests });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fetchFrom('192.0.2.51')).statusCode).toBe(200);
  });

  it('keeps the captcha when the phone number is refused, so the corrected number can use it', async () => {
    const captcha = await solvedCaptcha(ctx.app);
    const refused = await sendOtp(ctx.app, { phone: '12345', captcha });
    expect(refused.statusCode).toBe(400);
    expect((await sendOtp(ctx.app, { phone: phone(), captcha })).statusCode).toBe(200);
  });
});
