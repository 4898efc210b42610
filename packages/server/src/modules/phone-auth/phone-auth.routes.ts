import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  messageResponseSchema,
  otpSendSchema,
  otpVerifySchema,
  tokenResponseSchema,
} from '@mehendi/shared';
import { CAPTCHA_RATE_LIMIT, OTP_VERIFY_RATE_LIMIT } from '../../limits';
import { challengeSchema, createCaptcha, type CaptchaPow } from './captcha.service';
import { createOtpService } from './otp.service';
import { toE164Mobile } from './phone-number';
import { loadOrCreateSecret } from './server-secrets.repository';

const rateLimitedSchema = apiErrorSchema.extend({ retryAfter: z.number().int().optional() });
const invalidPhone = { error: MESSAGES.invalidPhone, fields: { phone: MESSAGES.invalidPhone } };

/** Phone verification (docs/decisions.md §3): captcha, then a code by SMS, then a phone session. */
const phoneAuthRoutes: FastifyPluginAsyncZod<{ captchaPow?: CaptchaPow }> = async (app, options) => {
  const secrets = app.config.secrets;
  const captcha = createCaptcha(
    app.db,
    secrets.altchaHmacKey ?? (await loadOrCreateSecret(app.db, 'altcha-hmac')),
    options.captchaPow,
  );
  const otp = createOtpService({
    db: app.db,
    sms: app.sms,
    hashKey: secrets.otpHmacKey ?? (await loadOrCreateSecret(app.db, 'otp-hmac')),
    log: app.log,
  });

  app.get(
    '/auth/captcha',
    {
      config: { rateLimit: { max: CAPTCHA_RATE_LIMIT.max, timeWindow: CAPTCHA_RATE_LIMIT.timeWindowMs } },
      schema: { response: { 200: challengeSchema, 429: apiErrorSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.create();
    },
  );

  app.post(
    '/auth/otp/send',
    {
      schema: {
        body: otpSendSchema,
        response: {
          200: messageResponseSchema,
          400: apiErrorSchema,
          429: rateLimitedSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const checked = await captcha.check(request.body.captcha);
      if (checked.status !== 'passed') {
        return reply
          .code(400)
          .send({ error: checked.status === 'expired' ? MESSAGES.captchaExpired : MESSAGES.captchaFailed });
      }
      // Checked before the captcha is used up, so correcting a mistyped number needs no new proof of work.
      const phone = toE164Mobile(request.body.phone);
      if (!phone) return reply.code(400).send(invalidPhone);
      if (!(await captcha.consume(checked))) return reply.code(400).send({ error: MESSAGES.captchaFailed });

      const result = await otp.send(phone, request.body.role, request.ip);
      switch (result.kind) {
        case 'sent':
          return { message: MESSAGES.otpSent };
        case 'rate-limited':
          return reply
            .code(429)
            .header('retry-after', String(result.retryAfterSeconds))
            .send({ error: MESSAGES.tooManyRequests, retryAfter: result.retryAfterSeconds });
        case 'invalid-number':
          return reply.code(400).send({
            error: MESSAGES.invalidPhoneFromProvider,
            fields: { phone: MESSAGES.invalidPhoneFromProvider },
          });
        case 'failed':
          return reply.code(502).send({ error: MESSAGES.otpSendFailed });
      }
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      config: {
        rateLimit: { max: OTP_VERIFY_RATE_LIMIT.max, timeWindow: OTP_VERIFY_RATE_LIMIT.timeWindowMs },
      },
      schema: {
        body: otpVerifySchema,
        response: { 200: tokenResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const phone = toE164Mobile(request.body.phone);
      if (!phone) return reply.code(400).send(invalidPhone);
      const result = await otp.verify(phone, request.body.code);
      switch (result.kind) {
        case 'verified':
          return { token: result.token };
        case 'wrong-code':
          return reply.code(400).send({ error: MESSAGES.invalidOtp, fields: { code: MESSAGES.invalidOtp } });
        case 'expired':
          return reply.code(400).send({ error: MESSAGES.otpExpired, fields: { code: MESSAGES.otpExpired } });
      }
    },
  );
};

export default phoneAuthRoutes;
