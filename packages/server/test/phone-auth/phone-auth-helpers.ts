import type { FastifyInstance } from 'fastify';
import type { Challenge } from 'altcha-lib';
import { codeInText, solvedCaptcha as solvedWith } from '@mehendi/test-client';
import type { CaptchaPow } from '../../src/modules/phone-auth/captcha.service';
import type { SmsProvider } from '../../src/sms/sms-provider';
import { injectClient } from '../helpers/inject-client';

export { encodeCaptcha as encodePayload } from '@mehendi/test-client';

export interface SentSms {
  to: string;
  text: string;
}

/**
 * A captcha that takes milliseconds to solve, for tests of what comes after it (sending and checking
 * codes); captcha.test.ts keeps the real CAPTCHA_POW.
 */
export const QUICK_CAPTCHA: CaptchaPow = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 10,
  counterMin: 1,
  counterMax: 5,
};

/** An SMS provider that keeps what it would send, so tests can read the codes. */
export function capturingSms(): SmsProvider & { sent: SentSms[]; lastCode(to: string): string } {
  const sent: SentSms[] = [];
  return {
    name: 'capture',
    sent,
    send(to, text) {
      sent.push({ to, text });
      return Promise.resolve();
    },
    lastCode(to) {
      const code = codeInText(sent.findLast((sms) => sms.to === to)?.text ?? '');
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
  };
}

export function fetchChallenge(app: FastifyInstance): Promise<Challenge> {
  return injectClient(app).ok<Challenge>('GET', '/api/auth/captcha');
}

/** Fetches a challenge and solves it the way the browser widget does. */
export function solvedCaptcha(app: FastifyInstance): Promise<string> {
  return solvedWith(injectClient(app));
}

export interface SendOptions {
  phone: string;
  role?: 'customer' | 'artist';
  captcha?: string;
  ip?: string;
  language?: string;
}

// The nonce of the last successful send per number (last ten digits), which verifyOtp sends by default.
const lastNonces = new Map<string, string>();
const nonceKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

export async function sendOtp(app: FastifyInstance, options: SendOptions) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    remoteAddress: options.ip ?? '203.0.113.10',
    payload: {
      phone: options.phone,
      role: options.role ?? 'customer',
      captcha: options.captcha ?? (await solvedCaptcha(app)),
      ...(options.language ? { language: options.language } : {}),
    },
  });
  if (response.statusCode === 200)
    lastNonces.set(nonceKey(options.phone), response.json<{ nonce: string }>().nonce);
  return response;
}

/** Verifies with the nonce of the last send to this number unless another is given. */
export function verifyOtp(
  app: FastifyInstance,
  phone: string,
  code: string,
  nonce = lastNonces.get(nonceKey(phone)) ?? 'no-send-made',
) {
  return app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phone, code, nonce } });
}
