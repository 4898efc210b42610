import { createHmac } from 'node:crypto';

declare module 'fastify' {
  interface FastifyInstance {
    /** The keyed hash of a phone number under which the per-number limits are counted (phone-hash.ts). */
    phoneHash: PhoneHash;
  }
}

export type PhoneHash = (phone: string) => string;

/**
 * What the per-number limits count under (code sends, bookings): an HMAC-SHA256 of the E.164 number
 * with the code key (OTP_HMAC_KEY or the generated one), so the counters can outlive a customer's
 * deletion of their data without keeping the number: without the key, the hash cannot be turned back
 * into a number by trying every mobile. The `limits:` prefix keeps these hashes apart from the code
 * hashes made with the same key (`phone:code`).
 */
export function createPhoneHash(key: string): PhoneHash {
  return (phone) => createHmac('sha256', key).update(`limits:${phone}`).digest('hex');
}
