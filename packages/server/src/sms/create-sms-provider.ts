import type { FastifyBaseLogger } from 'fastify';
import { SENDABLE_TEMPLATE_KEYS, type SendableTemplateKey } from '@mehendi/shared';
import type { Config } from '../config';
import { createConsoleSmsProvider } from './console.provider';
import { createMsg91SmsProvider } from './msg91.provider';
import type { SmsProvider } from './sms-provider';
import { createTwilioSmsProvider } from './twilio.provider';
import { createWhatsAppCloudSender, type WhatsAppSender } from './whatsapp.provider';

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
    case 'msg91': {
      const { authKey, senderId, apiUrl, templateIds } = settings.msg91;
      if (!authKey || !senderId || SENDABLE_TEMPLATE_KEYS.some((key) => !templateIds[key])) {
        throw new Error('MSG91 settings are incomplete');
      }
      return createMsg91SmsProvider({
        authKey,
        senderId,
        apiUrl,
        templateIds: templateIds as Record<SendableTemplateKey, string>,
      });
    }
  }
}

/** WhatsApp's sender when WHATSAPP_PROVIDER=cloud, else null (every text goes by SMS). */
export function createWhatsAppSender(settings: Config['sms']['whatsapp']): WhatsAppSender | null {
  if (settings.provider === 'none') return null;
  const { token, phoneNumberId, apiUrl, templateNames } = settings;
  if (!token || !phoneNumberId) throw new Error('WhatsApp settings are incomplete');
  return createWhatsAppCloudSender({ token, phoneNumberId, apiUrl, templateNames });
}
