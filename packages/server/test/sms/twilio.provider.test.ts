import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mehendi/shared';
import { SmsInvalidNumberError, SmsSendError } from '../../src/sms/sms-provider';
import { createTwilioSmsProvider } from '../../src/sms/twilio.provider';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sendOtp, verifyOtp, QUICK_CAPTCHA } from '../phone-auth/phone-auth-helpers';
import { startFakeTwilio, twilioError, type FakeTwilio } from './fake-twilio';

const ACCOUNT = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'test-auth-token',
  from: '+15005550006',
};

describe('Twilio provider against a local server playing the gateway', () => {
  let gateway: FakeTwilio;

  beforeAll(async () => {
    gateway = await startFakeTwilio();
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.requests.length = 0;
    gateway.answerWith({ status: 201, body: { sid: 'SM1', status: 'queued' } });
  });

  const provider = () => createTwilioSmsProvider({ ...ACCOUNT, apiBaseUrl: gateway.baseUrl });

  it('posts the message form to the account Messages resource with basic auth', async () => {
    await provider().send('+919812345678', 'Mehendi Market: your verification code is 123456 (OTP 123456).');
    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`);
    const credentials = Buffer.from(`${ACCOUNT.accountSid}:${ACCOUNT.authToken}`).toString('base64');
    expect(request?.authorization).toBe(`Basic ${credentials}`);
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+919812345678',
      From: ACCOUNT.from,
      Body: 'Mehendi Market: your verification code is 123456 (OTP 123456).',
    });
  });

  it("maps Twilio's invalid-number errors to SmsInvalidNumberError", async () => {
    for (const code of [21211, 21614]) {
      gateway.answerWith(twilioError(400, code, "The 'To' number is not a valid phone number."));
      await expect(provider().send('+919812345678', 'x')).rejects.toBeInstanceOf(SmsInvalidNumberError);
    }
  });

  it('maps every other answer to SmsSendError', async () => {
    for (const answer of [
      twilioError(401, 20003, 'Authenticate'),
      twilioError(400, 21608, 'The number is unverified'),
      twilioError(429, 20429, 'Too Many Requests'),
      { status: 500, body: 'not json' },
      { status: 503, body: { message: 'Service Unavailable' } },
    ]) {
      gateway.answerWith(answer);
      await expect(provider().send('+919812345678', 'x'), JSON.stringify(answer)).rejects.toBeInstanceOf(
        SmsSendError,
      );
    }
  });

  it('maps an unreachable gateway to SmsSendError', async () => {
    const closed = await startFakeTwilio();
    await closed.close();
    const unreachable = createTwilioSmsProvider({ ...ACCOUNT, apiBaseUrl: closed.baseUrl });
    await expect(unreachable.send('+919812345678', 'x')).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('phone verification with SMS_PROVIDER=twilio', () => {
  let gateway: FakeTwilio;
  let ctx: TestApp;

  beforeAll(async () => {
    gateway = await startFakeTwilio();
    ctx = await createTestApp(
      {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT.accountSid,
        TWILIO_AUTH_TOKEN: ACCOUNT.authToken,
        TWILIO_FROM: ACCOUNT.from,
        TWILIO_API_BASE_URL: gateway.baseUrl,
      },
      { captchaPow: QUICK_CAPTCHA },
    );
  });
  afterAll(async () => {
    await ctx.close();
    await gateway.close();
  });

  it('sends the code through the gateway, and that code signs the user in', async () => {
    gateway.answerWith({ status: 201, body: { sid: 'SM1', status: 'queued' } });
    expect((await sendOtp(ctx.app, { phone: '98123 40001' })).statusCode).toBe(200);
    const request = gateway.requests.at(-1);
    expect(request?.form.get('To')).toBe('+919812340001');
    const code = /OTP (\d{6})/.exec(request?.form.get('Body') ?? '')?.[1] ?? '';
    expect((await verifyOtp(ctx.app, '+919812340001', code)).statusCode).toBe(200);
  });

  it("answers the gateway's invalid number with 400 and the §8 message", async () => {
    gateway.answerWith(twilioError(400, 21211, "Invalid 'To' Phone Number"));
    const response = await sendOtp(ctx.app, { phone: '+919812340002' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(MESSAGES.invalidPhoneFromProvider);
  });

  it('answers a gateway outage with 502 and the send-failure message', async () => {
    gateway.answerWith({ status: 503, body: { message: 'Service Unavailable' } });
    const response = await sendOtp(ctx.app, { phone: '+919812340003' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: MESSAGES.otpSendFailed });
  });
});
