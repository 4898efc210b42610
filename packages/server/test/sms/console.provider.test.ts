import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createConsoleSmsProvider } from '../../src/sms/console.provider';
import { createSmsProvider } from '../../src/sms/create-sms-provider';
import { maskPhones } from '../../src/http/redact';
import { maskPhone } from '../../src/sms/sms-provider';
import { msg91Env } from '../helpers/fake-gateways';

function recordingLog() {
  const lines: unknown[][] = [];
  const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('console SMS provider', () => {
  it('logs the text with the code and the number masked but for its last two digits', async () => {
    const { log, lines } = recordingLog();
    const text = 'Mehendi Market: your verification code is 123456 (OTP 123456). It expires in 5 minutes.';
    const sent = await createConsoleSmsProvider(log).send('+919812345610', text);
    expect(lines).toHaveLength(1);
    // An id like a gateway's, so a receipt can be tried locally (docs/messaging.md).
    const id = (sent as { messageId: string }).messageId;
    expect(id).toMatch(/^console-[0-9a-f-]{36}$/u);
    expect(lines[0]?.[0]).toEqual({ sms: { to: '+91********10', text, id } });
    expect(JSON.stringify(lines)).not.toContain('9812345610');
  });

  it("gives ids the log's masking leaves whole, so a receipt can be tried against the one logged", async () => {
    const { log } = recordingLog();
    const provider = createConsoleSmsProvider(log);
    for (let index = 0; index < 1000; index++) {
      const { messageId } = (await provider.send('+919812345610', 'Hello')) as { messageId: string };
      expect(messageId).toMatch(/^console-[0-9a-f-]{36}$/u);
      expect(maskPhones(messageId)).toBe(messageId);
    }
  });

  it('masks numbers of other countries too', () => {
    expect(maskPhone('+14155550100')).toBe('+1********00');
  });

  it('is the default; SMS_PROVIDER=twilio selects Twilio, msg91 MSG91', () => {
    const { log } = recordingLog();
    expect(createSmsProvider(loadConfig({}).sms, log).name).toBe('console');
    const twilio = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    });
    expect(createSmsProvider(twilio.sms, log).name).toBe('twilio');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID: required/);
    expect(createSmsProvider(loadConfig(msg91Env({ baseUrl: 'http://127.0.0.1:9' })).sms, log).name).toBe(
      'msg91',
    );
  });
});
