/** Sends one text message. Implementations throw SmsInvalidNumberError or SmsSendError, nothing else. */
export interface SmsProvider {
  readonly name: string;
  send(toE164: string, text: string): Promise<void>;
}

/** The gateway refused the number itself: the user has to enter another one. */
export class SmsInvalidNumberError extends Error {
  override readonly name = 'SmsInvalidNumberError';
}

/** Anything else went wrong (gateway down, time-out, refused credentials): trying later may work. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}

/** '+919812345610' gives '+91******10': enough to tell messages apart in a log, useless to anyone else. */
export function maskPhone(e164: string): string {
  const visible = 2;
  const countryCode = e164.startsWith('+91') ? '+91' : e164.slice(0, 2);
  const hidden = e164.length - countryCode.length - visible;
  return `${countryCode}${'*'.repeat(Math.max(hidden, 0))}${e164.slice(-visible)}`;
}
