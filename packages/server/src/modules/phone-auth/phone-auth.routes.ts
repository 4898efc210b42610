import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  normaliseLanguage,
  otpSendSchema,
  otpSentResponseSchema,
  otpVerifySchema,
  tokenResponseSchema,
} from '@mehendi/shared';
import { CAPTCHA_RATE_LIMIT, OTP_VERIFY_RATE_LIMIT } from '../../limits';
import { challengeSchema, createCaptcha, type CaptchaPow } from './captcha.service';
import { createOtpService } from './otp.service';
import { mayReceiveCode, toE164Mobile } from './phone-number';
import { loadOrCreateSecret } from './server-secrets.repository';
import { sendRefusal } from '../../http/outcome';

const rateLimitedSchema = apiErrorSchema.extend({ retryAfter: z.number().int().optional() });
// retryAfter: seconds until a new code may be asked for, so "Send a new code" can count down to it.
const invalidPhone = { error: MESSAGES.invalidPhone, fields: { phone: MESSAGES.invalidPhone } };

/** Phone verification (docs/decisions.md §3): captcha, then a code by SMS, then a phone session. */
const phoneAuthRoutes: FastifyPluginAsyncZod<{ captchaPow?: CaptchaPow }> = async (app, options) => {
  const secrets = app.config.secrets;
  const captcha = createCaptcha({
    db: app.db,
    hmacKey: secrets.altchaHmacKey ?? (await loadOrCreateSecret(app.db, 'altcha-hmac')),
    pow: options.captchaPow,
  });
  const otp = createOtpService({
    db: app.db,
    sms: app.sms,
    whatsapp: app.whatsapp,
    hashKey: secrets.otpHmacKey ?? (await loadOrCreateSecret(app.db, 'otp-hmac')),
    phoneHash: app.phoneHash,
    log: app.log,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/auth/captcha',
    {
      config: { rateLimit: { max: CAPTCHA_RATE_LIMIT.max, timeWindow: CAPTCHA_RATE_LIMIT.timeWindowMs } },
      schema: {
        summary: 'A captcha challenge (ALTCHA proof of work) to solve before asking for a code.',
        response: { 200: challengeSchema, 429: apiErrorSchema },
      },
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
        summary: 'Texts a one-time code to the phone and answers the nonce that verifying it requires.',
        body: otpSendSchema,
        response: {
          200: otpSentResponseSchema,
          400: apiErrorSchema,
          429: rateLimitedSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const checked = await captcha.check(request.body.captcha);
      if (!checked.ok) return sendRefusal(reply, checked);
      // Checked before the captcha is used up, so correcting a mistyped number needs no new proof of work.
      const phone = toE164Mobile(request.body.phone);
      if (!phone || !mayReceiveCode(phone, app.config.otpCountries))
        return reply.code(400).send(invalidPhone);
      if (!(await captcha.consume(checked.value)))
        return reply.code(400).send({ error: MESSAGES.captchaFailed });

      const language = normaliseLanguage(request.body.language);
      const result = await otp.send(phone, request.body.role, request.ip, language);
      if (!result.ok) return sendRefusal(reply, result);
      const { nonce, retryAfterSeconds } = result.value;
      return { message: MESSAGES.otpSent, nonce, retryAfter: retryAfterSeconds };
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      config: {
        rateLimit: { max: OTP_VERIFY_RATE_LIMIT.max, timeWindow: OTP_VERIFY_RATE_LIMIT.timeWindowMs },
      },
      schema: {
        summary:
          'Checks the code with the nonce of its send: a phone session for the role the code was sent for.',
        body: otpVerifySchema,
        response: { 200: tokenResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const phone = toE164Mobile(request.body.phone);
      if (!phone) return reply.code(400).send(invalidPhone);
      const result = await otp.verify(phone, request.body.code, request.body.nonce);
      if (!result.ok) return sendRefusal(reply, result);
      return { token: result.value };
    },
  );
};

export default phoneAuthRoutes;
