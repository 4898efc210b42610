import type { FastifyBaseLogger } from 'fastify';
import { maskPhone, type SmsProvider } from './sms-provider';

/**
 * The default provider, for development and tests: nothing leaves the machine, the text (code included)
 * goes to the server log as `{"sms":{"to":"+91******10","text":"… (OTP 123456) …"}}`.
 */
export function createConsoleSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    send(toE164, text) {
      log.info({ sms: { to: maskPhone(toE164), text } }, 'SMS not sent (SMS_PROVIDER=console)');
      return Promise.resolve();
    },
  };
}
