import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@mehendi/shared';

export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * A keyed hash (HMAC-SHA256), not a slow password hash: a 6-digit code has only a million values, so
 * argon2 or scrypt would only slow an offline search of a leaked row for seconds to hours, longer than
 * the code lives anyway; without the key (another table, or only OTP_HMAC_KEY) no search is possible at
 * all. It costs microseconds, so the verify call cannot be used to load the CPU. The phone is part of
 * the input, so equal codes of two phones never share a hash.
 */
export function hashOtpCode(key: string, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${phone}:${code}`).digest('hex');
}

/** Constant-time comparison, so the answer time does not leak how much of a guess was right. */
export function otpCodeMatches(key: string, phone: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashOtpCode(key, phone, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
