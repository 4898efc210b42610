import type { Language, SendableTemplateKey } from '@mehendi/shared';

/**
 * What a registered-template gateway (MSG91, WhatsApp) sends instead of the text: the template and the
 * placeholders' values by name (smsVariables), which it passes in the order the language's text names them.
 */
export interface TemplateMessage {
  template: SendableTemplateKey;
  language: Language;
  variables: Readonly<Record<string, string>>;
}

/** The gateway's id of the message it took, which its delivery receipts name; null when it gives none. */
export interface SentText {
  messageId: string | null;
}

/**
 * Sends one text message. Implementations throw SmsInvalidNumberError or SmsSendError, nothing else.
 * `text` is the whole text (Twilio, the console); `message` the same as a template and its values, which
 * gateways that only send registered templates need (MSG91 refuses a text without it).
 */
export interface SmsProvider {
  readonly name: string;
  send(toE164: string, text: string, message?: TemplateMessage): Promise<SentText | void>;
}

/** The gateway refused the number itself: the user has to enter another one. */
export class SmsInvalidNumberError extends Error {
  override readonly name = 'SmsInvalidNumberError';
}

/** Anything else went wrong (gateway down, time-out, refused credentials): trying later may work. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}

/** How long any gateway may take to answer before the send counts as failed (and is retried). */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** '+919812345610' gives '+91******10': enough to tell messages apart in a log, useless to anyone else. */
export function maskPhone(e164: string): string {
  const visible = 2;
  const countryCode = e164.startsWith('+91') ? '+91' : e164.slice(0, 2);
  const hidden = e164.length - countryCode.length - visible;
  return `${countryCode}${'*'.repeat(Math.max(hidden, 0))}${e164.slice(-visible)}`;
}

/** '+919812345610' as MSG91 and WhatsApp write a number: country code and number, digits only. */
export function gatewayNumber(e164: string): string {
  return e164.replace(/\D/gu, '');
}
