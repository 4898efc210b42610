import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createConsoleSmsProvider } from './console.provider';
import type { SmsProvider } from './sms-provider';
import { createTwilioSmsProvider } from './twilio.provider';

/** The provider SMS_PROVIDER names; loadConfig has already checked that its settings are complete. */
export function createSmsProvider(settings: Config['sms'], log: FastifyBaseLogger): SmsProvider {
  switch (settings.provider) {
    case 'console':
      return createConsoleSmsProvider(log);
    case 'twilio': {
      const { accountSid, authToken, from, apiBaseUrl } = settings.twilio;
      if (!accountSid || !authToken || !from) throw new Error('Twilio settings are incomplete');
      return createTwilioSmsProvider({ accountSid, authToken, from, apiBaseUrl });
    }
  }
}
