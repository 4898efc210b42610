import { smsPlaceholderNames, type SendableTemplateKey } from '@mehendi/shared';
import {
  GATEWAY_TIMEOUT_MS,
  SmsInvalidNumberError,
  SmsSendError,
  gatewayNumber,
  type SmsProvider,
} from './sms-provider';

export interface Msg91Settings {
  authKey: string;
  senderId: string;
  apiUrl: string;
  /** The DLT-registered template each text is sent as (MSG91_TEMPLATE_<KEY>), checked complete at start. */
  templateIds: Readonly<Record<SendableTemplateKey, string>>;
}

// MSG91 answers `{ "type": "error", "message": "…" }`; these messages mean the number itself is refused,
// as opposed to a fault on our side or theirs (README, "MSG91").
const INVALID_NUMBER =
  /(invalid|not valid|incorrect).*(mobile|number)|(mobile|number).*(invalid|not valid)/iu;

interface Msg91Answer {
  type?: unknown;
  message?: unknown;
}

/**
 * MSG91's flow API (POST …/api/v5/flow): a DLT-registered template by its ID and the placeholders' values
 * as the template's variables, never a free text, which DLT would block.
 */
export function createMsg91SmsProvider(settings: Msg91Settings): SmsProvider {
  const url = new URL('/api/v5/flow', settings.apiUrl);
  return {
    name: 'msg91',
    async send(toE164, _text, message) {
      // Every text is a template (enqueueTexts keeps the values; the code sender passes them).
      if (!message) throw new SmsSendError('MSG91 sends registered templates only; this text has none');
      const recipient: Record<string, string> = { mobiles: gatewayNumber(toE164) };
      for (const name of smsPlaceholderNames(message.template, message.language)) {
        recipient[name] = message.variables[name] ?? '';
      }
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authkey: settings.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            template_id: settings.templateIds[message.template],
            sender: settings.senderId,
            short_url: '0',
            recipients: [recipient],
          }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError('MSG91 could not be reached', { cause: error });
      }
      const answer = (await response.json().catch(() => null)) as Msg91Answer | null;
      const said = typeof answer?.message === 'string' ? answer.message : '';
      // MSG91 may refuse with 200 and type "error": the type decides, not the status alone.
      if (response.ok && answer?.type === 'success') return { messageId: said || null };
      const detail = `MSG91 answered ${response.status}${said ? `: ${said.slice(0, 120)}` : ''}`;
      if (INVALID_NUMBER.test(said)) throw new SmsInvalidNumberError(detail);
      throw new SmsSendError(detail);
    },
  };
}
