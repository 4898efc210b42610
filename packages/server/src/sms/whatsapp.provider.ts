import {
  PHONE_CODE_TEMPLATE,
  smsPlaceholderNames,
  type Language,
  type SendableTemplateKey,
} from '@mehendi/shared';
import {
  GATEWAY_TIMEOUT_MS,
  SmsSendError,
  gatewayNumber,
  type SentText,
  type TemplateMessage,
} from './sms-provider';

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  apiUrl: string;
  /** The approved template each text is sent as (WHATSAPP_TEMPLATE_<KEY>); the code's is optional. */
  templateNames: Readonly<Partial<Record<SendableTemplateKey, string>>>;
}

/** Sends a text as a WhatsApp template message; any refusal throws SmsSendError and the text goes by SMS. */
export interface WhatsAppSender {
  /** Whether `template` has a WhatsApp template (else it goes by SMS only). */
  sends(template: SendableTemplateKey): boolean;
  send(toE164: string, message: TemplateMessage): Promise<SentText>;
}

// The language codes WhatsApp Manager gives the templates' translations in our four languages.
const WHATSAPP_LANGUAGE: Record<Language, string> = { en: 'en', mr: 'mr', kn: 'kn', hi: 'hi' };

interface MetaAnswer {
  messages?: { id?: unknown }[];
  error?: { code?: unknown; message?: unknown };
}

/** The template's components: the body's parameters in the order the text names them. */
function components(message: TemplateMessage): unknown[] {
  const names = smsPlaceholderNames(message.template, message.language);
  if (message.template === PHONE_CODE_TEMPLATE) {
    // An authentication template: the code in the body and again in its copy-code button.
    const code = message.variables.code ?? '';
    return [
      { type: 'body', parameters: [{ type: 'text', text: code }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
    ];
  }
  const parameters = names.map((name) => ({ type: 'text', text: message.variables[name] ?? '' }));
  return parameters.length > 0 ? [{ type: 'body', parameters }] : [];
}

/** Meta's WhatsApp Cloud API (POST …/{phone-number-id}/messages), utility template messages. */
export function createWhatsAppCloudSender(settings: WhatsAppSettings): WhatsAppSender {
  const base = settings.apiUrl.endsWith('/') ? settings.apiUrl : `${settings.apiUrl}/`;
  const url = new URL(`${encodeURIComponent(settings.phoneNumberId)}/messages`, base);
  return {
    sends: (template) => Boolean(settings.templateNames[template]),
    async send(toE164, message) {
      const name = settings.templateNames[message.template];
      if (!name) throw new SmsSendError(`No WhatsApp template for ${message.template}`);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: gatewayNumber(toE164),
            type: 'template',
            template: {
              name,
              language: { code: WHATSAPP_LANGUAGE[message.language] },
              components: components(message),
            },
          }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError('WhatsApp could not be reached', { cause: error });
      }
      const answer = (await response.json().catch(() => null)) as MetaAnswer | null;
      const id = answer?.messages?.[0]?.id;
      if (response.ok && typeof id === 'string') return { messageId: id };
      const code = typeof answer?.error?.code === 'number' ? answer.error.code : undefined;
      const said = typeof answer?.error?.message === 'string' ? answer.error.message.slice(0, 120) : '';
      throw new SmsSendError(
        `WhatsApp answered ${response.status}${code ? ` (error ${code})` : ''}${said ? `: ${said}` : ''}`,
      );
    },
  };
}
