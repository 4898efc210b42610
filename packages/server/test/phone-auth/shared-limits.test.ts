import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mehendi/shared';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { CAPTCHA_RATE_LIMIT } from '../../src/limits';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { capturingSms, sendOtp, verifyOtp, QUICK_CAPTCHA } from './phone-auth-helpers';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two app instances on one database (and one Redis when TEST_REDIS_URL is set), as two processes behind
 * a load balancer would run: whatever one of them counted or sent, the other knows.
 */
describe('phone verification across two app instances', () => {
  let ctx: TestApp;
  let other: FastifyInstance;
  let redis: Redis | null = null;
  const sms = capturingSms();

  beforeAll(async () => {
    redis = redisUrl ? new Redis(redisUrl) : null;
    ctx = await createTestApp({}, { sms, captchaPow: QUICK_CAPTCHA });
    other = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir }),
      database: ctx.database,
      redis,
      sms,
      captchaPow: QUICK_CAPTCHA,
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
    await redis?.quit();
  });

  it('shares the per-phone send limit and the codes through the database', async () => {
    const number = '+919812380001';
    expect((await sendOtp(ctx.app, { phone: number })).statusCode).toBe(200);
    const tooSoon = await sendOtp(other, { phone: number });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json<{ error: string }>().error).toBe(MESSAGES.tooManyRequests);
    expect((await verifyOtp(other, number, sms.lastCode(number))).statusCode).toBe(200);
  });

  (redisUrl ? it : it.skip)('shares the per-address captcha limit through Redis', async () => {
    const withRedis = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir }),
      database: ctx.database,
      redis,
      sms,
      captchaPow: QUICK_CAPTCHA,
      logger: false,
    });
    try {
      // A fresh address per run: Redis outlives the test databases.
      const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
      const fetchFrom = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress });
      for (let i = 0; i < CAPTCHA_RATE_LIMIT.max; i++) {
        expect((await fetchFrom(i % 2 === 0 ? other : withRedis)).statusCode).toBe(200);
      }
      expect((await fetchFrom(other)).statusCode).toBe(429);
      expect((await fetchFrom(withRedis)).statusCode).toBe(429);
    } finally {
      await withRedis.close();
    }
  });
});
