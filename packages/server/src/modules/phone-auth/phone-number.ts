import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// The full metadata is needed to tell mobile numbers from landlines, which cannot receive an SMS.
const SMS_CAPABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** '98123 45678', '09812345678' and '+91 98123-45678' all give '+919812345678'; null when not a mobile. */
export function toE164Mobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, 'IN');
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type && SMS_CAPABLE_TYPES.has(type) ? parsed.number : null;
}

/**
 * Codes are texted only to the countries of OTP_COUNTRIES (ISO codes, default IN): a paid SMS gateway is
 * not a way to pump premium-rate traffic abroad (docs/rules-and-messages.md). Indian mobiles start 6-9.
 */
export function mayReceiveCode(e164: string, countries: readonly string[]): boolean {
  const country = parsePhoneNumberFromString(e164)?.country;
  if (!country || !countries.includes(country)) return false;
  return country !== 'IN' || /^\+91[6-9]\d{9}$/.test(e164);
}
