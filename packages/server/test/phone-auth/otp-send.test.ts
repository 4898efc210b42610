import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@mehendi/shared';
import { OTP_SEND_LIMITS } from '../../src/limits';
import { SmsInvalidNumberError, SmsSendError, type SmsProvider } from '../../src/sms/sms-provider';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { capturingSms, sendOtp, solvedCaptcha, verifyOtp, QUICK_CAPTCHA } from './phone-auth-helpers';

const { perPhoneAndIp, perPhone, perPhoneMinIntervalMs, perIp } = OTP_SEND_LIMITS;

describe('code sending', () => {
  let ctx: TestApp;
  const sms = capturingSms();
  let nextPhone = 9812360001;
  const phone = () => `+91${nextPhone++}`;
  let nextIp = 1;
  const ip = () => `198.51.100.${nextIp++}`;

  beforeAll(async () => {
    ctx = await createTestApp({}, { sms, captchaPow: QUICK_CAPTCHA });
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a 6-digit code, written once, in a text that says how long it lasts', async () => {
    const number = phone();
    const response = await sendOtp(ctx.app, { phone: number });
    expect(response.statusCode).toBe(200);
    // The browser counts "Send a new code" down from this.
    expect(response.json()).toEqual({
      message: MESSAGES.otpSent,
      nonce: expect.any(String),
      retryAfter: perPhoneMinIntervalMs / 1000,
    });
    const text = sms.sent.at(-1)?.text ?? '';
    expect(text).toMatch(
      /^OTP (\d{6}) is your Mehendi Market verification code\. It expires in 5 minutes\.$/,
    );
  });

  it("texts the code in the page's language, and English for a language it does not know", async () => {
    const cases = [
      ['mr', /^OTP \d{6} हा तुमचा मेहंदी मार्केट पडताळणी कोड आहे\. तो 5 मिनिटांत कालबाह्य होईल\.$/],
      ['kn', /^OTP \d{6} ನಿಮ್ಮ ಮೆಹಂದಿ ಮಾರ್ಕೆಟ್ ಪರಿಶೀಲನಾ ಕೋಡ್\./],
      ['hi', /^OTP \d{6} आपका मेहंदी मार्केट सत्यापन कोड है\./],
      ['hn', /^OTP \d{6} आपका मेहंदी मार्केट सत्यापन कोड है\./],
      ['fr', /^OTP \d{6} is your Mehendi Market verification code\./],
    ] as const;
    for (const [language, pattern] of cases) {
      expect((await sendOtp(ctx.app, { phone: phone(), language })).statusCode, language).toBe(200);
      expect(sms.sent.at(-1)?.text, language).toMatch(pattern);
    }
  });

  it('refuses numbers that cannot receive an SMS, with the §5 message for the phone field', async () => {
    for (const bad of ['1234567890123', '+91 22 2234 5678', '+44 7700 900123x', 'abcdefghijkl']) {
      const response = await sendOtp(ctx.app, { phone: bad });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({
        error: MESSAGES.invalidPhone,
        fields: { phone: MESSAGES.invalidPhone },
      });
    }
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { phone: '98123', role: 'customer', captcha: 'x' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toBe(MESSAGES.invalidPhone);
  });

  it('refuses a second send to one phone within 30 seconds, and says when to try again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const number = phone();
    expect((await sendOtp(ctx.app, { phone: number })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 10_000);
    const early = await sendOtp(ctx.app, { phone: number });
    expect(early.statusCode).toBe(429);
    const body = early.json<{ error: string; retryAfter: number }>();
    expect(body.error).toBe(MESSAGES.tooManyRequests);
    expect(body.retryAfter).toBeGreaterThan(15);
    expect(body.retryAfter).toBeLessThanOrEqual(perPhoneMinIntervalMs / 1000 - 10);
    expect(early.headers['retry-after']).toBe(String(body.retryAfter));
    vi.setSystemTime(Date.now() + body.retryAfter * 1000);
    expect((await sendOtp(ctx.app, { phone: number })).statusCode).toBe(200);
  });

  it('lets only one of several simultaneous sends to one phone through', async () => {
    const number = phone();
    const captchas = await Promise.all(Array.from({ length: 5 }, () => solvedCaptcha(ctx.app)));
    const answers = await Promise.all(
      captchas.map((captcha) => sendOtp(ctx.app, { phone: number, captcha })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it(`refuses a sixth send to one phone from one address within the hour; other addresses go on`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const number = phone();
    const address = ip();
    const start = Date.now();
    for (let i = 0; i < perPhoneAndIp.max; i++) {
      expect((await sendOtp(ctx.app, { phone: number, ip: address })).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + perPhoneMinIntervalMs + 1000);
    }
    const sixth = await sendOtp(ctx.app, { phone: number, ip: address });
    expect(sixth.statusCode).toBe(429);
    const { retryAfter } = sixth.json<{ retryAfter: number }>();
    // Free again when the first of the five leaves the one-hour window.
    expect(retryAfter).toBeGreaterThan(0);
    expect(start + perPhoneAndIp.windowMs - Date.now() - retryAfter * 1000).toBeLessThanOrEqual(1000);
    expect((await sendOtp(ctx.app, { phone: phone(), ip: address })).statusCode).toBe(200);
    // Another client asking for the same number is not held up by this address's sends.
    expect((await sendOtp(ctx.app, { phone: number, ip: ip() })).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + retryAfter * 1000);
    expect((await sendOtp(ctx.app, { phone: number, ip: address })).statusCode).toBe(200);
  });

  it("leaves the owner's live code valid, and the owner free to ask again, after a stranger's five sends", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const number = phone();
    const owner = ip();
    const stranger = ip();
    const mine = await sendOtp(ctx.app, { phone: number, ip: owner });
    expect(mine.statusCode).toBe(200);
    const myNonce = mine.json<{ nonce: string }>().nonce;
    const myCode = sms.lastCode(number);
    for (let i = 0; i < 5; i++) {
      vi.setSystemTime(Date.now() + perPhoneMinIntervalMs + 1000);
      expect((await sendOtp(ctx.app, { phone: number, ip: stranger })).statusCode).toBe(200);
    }
    vi.setSystemTime(Date.now() + perPhoneMinIntervalMs + 1000);
    expect((await sendOtp(ctx.app, { phone: number, ip: stranger })).statusCode).toBe(429);
    // The owner's code still works with the owner's nonce ...
    expect((await verifyOtp(ctx.app, number, myCode, myNonce)).statusCode).toBe(200);
    // ... and the owner may ask for a new one, which works too.
    const again = await sendOtp(ctx.app, { phone: number, ip: owner });
    expect(again.statusCode).toBe(200);
    expect((await verifyOtp(ctx.app, number, sms.lastCode(number))).statusCode).toBe(200);
  });

  it(`caps one number at ${perPhone.max} sends an hour from all addresses, except for an address that proved a code`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const number = phone();
    const owner = ip();
    expect((await sendOtp(ctx.app, { phone: number, ip: owner })).statusCode).toBe(200);
    expect((await verifyOtp(ctx.app, number, sms.lastCode(number))).statusCode).toBe(200);
    for (let i = 1; i < perPhone.max; i++) {
      expect((await sendOtp(ctx.app, { phone: number, ip: ip() })).statusCode).toBe(200);
    }
    const capped = await sendOtp(ctx.app, { phone: number, ip: ip() });
    expect(capped.statusCode).toBe(429);
    expect(capped.json<{ retryAfter: number }>().retryAfter).toBeGreaterThan(perPhone.windowMs / 1000 - 60);
    // The address that proved a code of this number is its owner: the strangers' sends do not stop it.
    vi.setSystemTime(Date.now() + perPhoneMinIntervalMs + 1000);
    expect((await sendOtp(ctx.app, { phone: number, ip: owner })).statusCode).toBe(200);
  });

  it(`refuses more than ${perIp.max} sends an hour from one client address, whatever the phone`, async () => {
    const address = ip();
    // The earlier sends are written straight into the log the limit counts: solving 30 captchas
    // would only make the test slow.
    await ctx.database.withConnection((connection) =>
      connection.query(
        `insert into otp_requests (phone_hash, ip, created_at)
         select 'earlier-' || n, $1, now() - interval '10 minutes' from generate_series(1, $2) n`,
        [address, perIp.max - 1],
      ),
    );
    expect((await sendOtp(ctx.app, { phone: phone(), ip: address })).statusCode).toBe(200);
    const over = await sendOtp(ctx.app, { phone: phone(), ip: address });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ error: string }>().error).toBe(MESSAGES.tooManyRequests);
    expect((await sendOtp(ctx.app, { phone: phone(), ip: ip() })).statusCode).toBe(200);
  });

  it('texts codes only to Indian mobiles unless OTP_COUNTRIES lists more', async () => {
    for (const abroad of ['+44 7911 123456', '+234 803 123 4567', '+86 138 0013 8000', '+1 415 555 2671']) {
      const response = await sendOtp(ctx.app, { phone: abroad });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: MESSAGES.invalidPhone,
        fields: { phone: MESSAGES.invalidPhone },
      });
    }
    expect(sms.sent.some((message) => !message.to.startsWith('+91'))).toBe(false);
    const wider = await createTestApp({ OTP_COUNTRIES: 'IN,GB' }, { sms, captchaPow: QUICK_CAPTCHA });
    try {
      expect((await sendOtp(wider.app, { phone: '+44 7400 123456' })).statusCode).toBe(200);
      expect((await sendOtp(wider.app, { phone: '+234 803 123 4567' })).statusCode).toBe(400);
      expect(sms.sent.at(-1)?.to).toBe('+447400123456');
    } finally {
      await wider.close();
    }
  });

  it('gives the same answer for every number, whether it was seen before or not', async () => {
    const known = phone();
    await sendOtp(ctx.app, { phone: known });
    await verifyOtp(ctx.app, known, sms.lastCode(known));
    const again = phone();
    const answers = [await sendOtp(ctx.app, { phone: again }), await sendOtp(ctx.app, { phone: phone() })];
    // Each answer carries a fresh random nonce and nothing else that differs.
    const expected = {
      message: MESSAGES.otpSent,
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      retryAfter: perPhoneMinIntervalMs / 1000,
    };
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, expected],
      [200, expected],
    ]);
  });
});

describe('code sending when the SMS gateway refuses', () => {
  let ctx: TestApp;
  let failure: Error | null = null;
  const sent: string[] = [];
  const gateway: SmsProvider = {
    name: 'stub',
    send(to, text) {
      if (failure) return Promise.reject(failure);
      sent.push(text);
      return Promise.resolve();
    },
  };

  beforeAll(async () => {
    ctx = await createTestApp({}, { sms: gateway, captchaPow: QUICK_CAPTCHA });
  });
  afterAll(() => ctx.close());

  it('answers a number the gateway calls invalid with the §8 message', async () => {
    failure = new SmsInvalidNumberError('21211');
    const response = await sendOtp(ctx.app, { phone: '+919812370001' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(MESSAGES.invalidPhoneFromProvider);
  });

  it('answers any other failure with 502 and the send-failure message; the user may retry at once', async () => {
    failure = new SmsSendError('503');
    const number = '+919812370002';
    const response = await sendOtp(ctx.app, { phone: number });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: MESSAGES.otpSendFailed });
    // No code exists that could have arrived, and the failed send is not counted against the number.
    expect((await verifyOtp(ctx.app, number, '000000')).json<{ error: string }>().error).toBe(
      MESSAGES.otpExpired,
    );
    failure = null;
    expect((await sendOtp(ctx.app, { phone: number })).statusCode).toBe(200);
    expect(sent).toHaveLength(1);
  });
});

describe('code sending with PUBLIC_URL set', () => {
  let ctx: TestApp;
  const sms = capturingSms();

  beforeAll(async () => {
    ctx = await createTestApp(
      { PUBLIC_URL: 'https://mehendi.example:8443/app' },
      { sms, captchaPow: QUICK_CAPTCHA },
    );
  });
  afterAll(() => ctx.close());

  it("ends the SMS with the '@host #code' line Android's code autofill (WebOTP) reads", async () => {
    expect((await sendOtp(ctx.app, { phone: '+919812369001', language: 'mr' })).statusCode).toBe(200);
    const text = sms.sent.at(-1)?.text ?? '';
    const code = /OTP (\d{6})/.exec(text)?.[1];
    expect(text.split('\n').at(-1)).toBe(`@mehendi.example:8443 #${code}`);
    expect((await verifyOtp(ctx.app, '+919812369001', code ?? '')).statusCode).toBe(200);
  });
});
