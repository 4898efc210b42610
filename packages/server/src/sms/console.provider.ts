import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { maskPhones } from '../http/redact';
import { maskPhone, type SmsProvider } from './sms-provider';

/**
 * A new text's id. The log masks every run of digits shaped like a mobile number, and about one UUID in
 * fifty has one ('console-98765432-10…'): such an id would reach the log masked and match no receipt, so
 * another is drawn.
 */
function newTextId(): string {
  for (;;) {
    const id = `console-${randomUUID()}`;
    if (maskPhones(id) === id) return id;
  }
}

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
      const id = newTextId();
      log.info({ sms: { to: maskPhone(toE164), text, id } }, 'SMS not sent (SMS_PROVIDER=console)');
      return Promise.resolve({ messageId: id });
    },
  };
}
