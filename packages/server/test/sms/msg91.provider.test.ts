// MSG91 (issue 29): every text as its own DLT template with the placeholders as variables, in the flow
// API's documented shape; errors mapped as Twilio's are; a missing template ID stops the start.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  PHONE_CODE_TEMPLATE,
  SENDABLE_TEMPLATE_KEYS,
  SMS_TEMPLATES,
  SMS_TEMPLATE_KEYS,
  renderSms,
  smsPlaceholderNames,
  smsVariables,
  templateSettingSuffix,
  type SmsValues,
} from '@mehendi/shared';
import { loadConfig } from '../../src/config';
import { createSmsProvider } from '../../src/sms/create-sms-provider';
import { SmsInvalidNumberError, SmsSendError, type SmsProvider } from '../../src/sms/sms-provider';
import {
  msg91Env,
  msg91Error,
  msg91TemplateId,
  startFakeMsg91,
  type FakeGateway,
} from '../helpers/fake-gateways';
import { startServer } from '../helpers/server-process';
import { PROCESS_ENV } from '../durability/process-client';

const silentLog = { info: () => undefined } as unknown as FastifyBaseLogger;

// Every placeholder filled with a value of its own, so a variable in the wrong place shows.
const VALUES: Required<SmsValues> = {
  name: 'Asha Patil',
  variety: 'Bridal',
  dates: '12-13 Dec 2026',
  slot: '4 PM-9 PM',
  artist: 'Meera Kulkarni',
  contact: '9876501234',
  reason: 'the artist fell ill',
  venue: '12 Laxmi Road, Pune',
  pincode: '411030',
  amount: 'Rs 1,000',
  hours: '48',
  note: 'bring your own cones',
  reference: 'MM-4F2A9C',
  time: '4:30 pm',
  utr: '512345678901',
  code: '4821',
  day: '12 Dec 2026',
  guests: '120',
  size: '7',
  confirmed: '4',
  link: 'https://mehendi.example.in/o/Abc123Def456Ghi789Jkl0',
};

describe('MSG91 provider', () => {
  let gateway: FakeGateway;
  let provider: SmsProvider;

  beforeAll(async () => {
    gateway = await startFakeMsg91();
    provider = createSmsProvider(loadConfig(msg91Env(gateway)).sms, silentLog);
  });
  afterAll(() => gateway.close());

  it('sends each text template in each language with its own template ID and its variables in order', async () => {
    for (const language of LANGUAGES) {
      for (const key of SMS_TEMPLATE_KEYS) {
        gateway.requests.length = 0;
        const variables = smsVariables(key, language, VALUES);
        const sent = await provider.send('+919812345610', renderSms(key, language, VALUES), {
          template: key,
          language,
          variables,
        });
        expect(gateway.requests).toHaveLength(1);
        const request = gateway.requests[0]!;
        expect(request.problems, `${language} ${key}`).toEqual([]);
        const body = request.body as { template_id: string; recipients: Record<string, string>[] };
        expect(body.template_id).toBe(msg91TemplateId(key));
        const recipient = body.recipients[0]!;
        expect(Object.keys(recipient)).toEqual(['mobiles', ...smsPlaceholderNames(key, language)]);
        expect(recipient.mobiles).toBe('919812345610');
        // The registered template filled with these variables is the very text the outbox holds.
        const filled = SMS_TEMPLATES[language][key].replace(
          /\{(\w+)\}/gu,
          (_, name: string) => recipient[name]!,
        );
        expect(filled).toBe(renderSms(key, language, VALUES));
        expect(sent).toEqual({ messageId: expect.stringMatching(/^3462706b/u) as unknown });
      }
    }
  });

  it('sends the login code as its own template with the code and its minutes', async () => {
    gateway.requests.length = 0;
    await provider.send('+919812345610', 'OTP 123456 is your Mehendi Market verification code.', {
      template: PHONE_CODE_TEMPLATE,
      language: 'hi',
      variables: { code: '123456', minutes: '10' },
    });
    expect(gateway.requests[0]?.problems).toEqual([]);
    expect(gateway.requests[0]?.body).toMatchObject({
      template_id: msg91TemplateId(PHONE_CODE_TEMPLATE),
      recipients: [{ mobiles: '919812345610', code: '123456', minutes: '10' }],
    });
  });

  it('refuses a text without its template rather than send free text', async () => {
    await expect(provider.send('+919812345610', 'free text')).rejects.toBeInstanceOf(SmsSendError);
  });

  it('maps an invalid number to SmsInvalidNumberError and anything else to SmsSendError', async () => {
    const message = { template: 'artistJob' as const, language: 'en' as const, variables: {} };
    gateway.answerWith(msg91Error(400, 'Invalid mobile number'));
    await expect(provider.send('+919812345610', 'x', message)).rejects.toBeInstanceOf(SmsInvalidNumberError);
    for (const answer of [
      msg91Error(401, 'Authentication failure'),
      msg91Error(200, 'Template ID is not approved'),
      { status: 500, body: 'Internal Server Error' },
    ]) {
      gateway.answerWith(answer);
      await expect(
        provider.send('+919812345610', 'x', message),
        JSON.stringify(answer),
      ).rejects.toBeInstanceOf(SmsSendError);
    }
    gateway.answerWith(null);
    const unreachable = createSmsProvider(
      loadConfig({ ...msg91Env(gateway), MSG91_API_URL: 'http://127.0.0.1:9' }).sms,
      silentLog,
    );
    await expect(unreachable.send('+919812345610', 'x', message)).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('MSG91 settings', () => {
  const base = msg91Env({ baseUrl: 'http://127.0.0.1:9' });

  it('names every template (the code and each text) as a setting', () => {
    expect(SENDABLE_TEMPLATE_KEYS.map((key) => `MSG91_TEMPLATE_${templateSettingSuffix(key)}`)).toContain(
      'MSG91_TEMPLATE_CUSTOMER_REMINDER_TOMORROW',
    );
    expect(() => loadConfig(base)).not.toThrow();
  });

  it('refuses to start without a template ID and names each missing one', () => {
    const env = { ...base };
    delete env.MSG91_TEMPLATE_CUSTOMER_ON_MY_WAY;
    delete env.MSG91_TEMPLATE_PHONE_CODE;
    expect(() => loadConfig(env)).toThrow(
      /MSG91_TEMPLATE_PHONE_CODE, MSG91_TEMPLATE_CUSTOMER_ON_MY_WAY: required when SMS_PROVIDER=msg91/u,
    );
    expect(() => loadConfig({ ...base, MSG91_AUTH_KEY: '' })).toThrow(/MSG91_AUTH_KEY: required/u);
  });

  it('stops the server at start with the missing template named', async () => {
    const env: Record<string, string> = { ...PROCESS_ENV, ...base, PORT: '0' };
    delete env.MSG91_TEMPLATE_ARTIST_JOB_MOVED;
    const server = startServer(env);
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toContain('MSG91_TEMPLATE_ARTIST_JOB_MOVED');
  }, 60_000);
});
