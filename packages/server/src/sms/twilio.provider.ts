import { GATEWAY_TIMEOUT_MS, SmsInvalidNumberError, SmsSendError, type SmsProvider } from './sms-provider';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiBaseUrl: string;
}

// Twilio error codes that mean "this number cannot receive our SMS", as opposed to an outage:
// https://www.twilio.com/docs/api/errors
const INVALID_NUMBER_CODES = new Set([21211, 21214, 21217, 21401, 21407, 21421, 21614]);

/** Twilio Programmable Messaging over its REST API (POST …/Accounts/{sid}/Messages.json). */
export function createTwilioSmsProvider(settings: TwilioSettings): SmsProvider {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    settings.apiBaseUrl,
  );
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(toE164, text) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: toE164, From: settings.from, Body: text }),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError('Twilio could not be reached', { cause: error });
      }
      if (response.ok) {
        const taken = (await response.json().catch(() => null)) as { sid?: unknown } | null;
        return { messageId: typeof taken?.sid === 'string' ? taken.sid : null };
      }
      const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
      const code = typeof body?.code === 'number' ? body.code : undefined;
      const detail = `Twilio answered ${response.status}${code ? ` (error ${code})` : ''}`;
      if (code !== undefined && INVALID_NUMBER_CODES.has(code)) throw new SmsInvalidNumberError(detail);
      throw new SmsSendError(detail);
    },
  };
}
