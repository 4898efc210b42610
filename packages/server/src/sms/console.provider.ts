import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone, type SmsProvider } from './sms-provider';

/**
 * The default provider, for development and tests: nothing leaves the machine, the text (code included)
 * goes to the server log as `{"sms":{"to":"+91******10","text":"… (OTP 123456) …","id":"console-…"}}`.
 * Like a gateway it gives each text an id, so a delivery receipt can be tried locally against the
 * MSG91 webhook (docs/messaging.md#trying-receipts-locally).
 */
export function createConsoleSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    send(toE164, text) {
      const id = `console-${randomUUID()}`;
      log.info({ sms: { to: maskPhone(toE164), text, id } }, 'SMS not sent (SMS_PROVIDER=console)');
      return Promise.resolve({ messageId: id });
    },
  };
}
