import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type Language, type PhoneRole } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import { createSession } from '../../auth/sessions.repository';
import { hashToken, newToken } from '../../auth/tokens';
import { OTP_CODE_TTL_MS, OTP_SEND_LIMITS } from '../../limits';
import { SmsInvalidNumberError, type SmsProvider } from '../../sms/sms-provider';
import { hashOtpCode, newOtpCode, otpCodeMatches } from './otp-code';
import { otpSmsText } from './otp-sms-text';
import {
  cancelSend,
  deleteStale,
  insertSend,
  lockSendKeys,
  recentSends,
  replaceCode,
  spendAttempt,
  useCode,
} from './phone-auth.repository';

/** The nonce the code is checked with and when a new code may be asked for; or 429, 400 or 502. */
export type SendResult = Outcome<{ nonce: string; retryAfterSeconds: number }>;

/** A session token, or 400 for a wrong or expired code. */
export type VerifyResult = Outcome<string>;

const { perPhone, perPhoneMinIntervalMs, perIp } = OTP_SEND_LIMITS;
const LONGEST_WINDOW_MS = Math.max(perPhone.windowMs, perIp.windowMs);

const CODE_MINUTES = Math.round(OTP_CODE_TTL_MS / 60_000);
/** Seconds a phone waits after a code before the next one: the browser counts them down. */
export const RESEND_AFTER_SECONDS = Math.ceil(perPhoneMinIntervalMs / 1000);

/** Seconds until a send would be allowed, or 0 when it is allowed now. */
function waitSeconds(now: Date, phoneSends: Date[], ipSends: Date[]): number {
  const waits: number[] = [];
  const last = phoneSends[0];
  if (last) waits.push(last.getTime() + perPhoneMinIntervalMs - now.getTime());
  const phoneOldest = phoneSends[perPhone.max - 1];
  if (phoneOldest) waits.push(phoneOldest.getTime() + perPhone.windowMs - now.getTime());
  const ipOldest = ipSends[perIp.max - 1];
  if (ipOldest) waits.push(ipOldest.getTime() + perIp.windowMs - now.getTime());
  return Math.ceil(Math.max(0, ...waits) / 1000);
}

/**
 * Codes (docs/decisions.md §3): 6 digits from crypto, stored as a keyed hash, one live code per phone, valid
 * OTP_CODE_TTL_MS and OTP_MAX_ATTEMPTS tries. The answers are the same for every number, known or not.
 */
export function createOtpService(deps: {
  db: Db;
  sms: SmsProvider;
  hashKey: string;
  log: FastifyBaseLogger;
  /** The site's address, for the WebOTP line of the SMS. */
  publicUrl?: string;
}) {
  const { db, sms, hashKey, log, publicUrl } = deps;

  return {
    async send(phone: string, role: PhoneRole, ip: string, language: Language = 'en'): Promise<SendResult> {
      const now = new Date();
      await deleteStale(db, now, new Date(now.getTime() - LONGEST_WINDOW_MS));
      const code = newOtpCode();
      const codeHash = hashOtpCode(hashKey, phone, code);
      const nonce = newToken();
      const reserved = await db.transaction(async (tx) => {
        await lockSendKeys(tx, phone, ip);
        const phoneSends = await recentSends(
          tx,
          { phone },
          new Date(now.getTime() - perPhone.windowMs),
          perPhone.max,
        );
        const ipSends = await recentSends(tx, { ip }, new Date(now.getTime() - perIp.windowMs), perIp.max);
        const retryAfterSeconds = waitSeconds(now, phoneSends, ipSends);
        if (retryAfterSeconds > 0) return { ok: false as const, retryAfterSeconds };
        const requestId = await insertSend(tx, phone, ip, now);
        await replaceCode(tx, {
          phone,
          role,
          codeHash,
          nonceHash: hashToken(nonce),
          expiresAt: new Date(now.getTime() + OTP_CODE_TTL_MS),
          createdAt: now,
        });
        return { ok: true as const, requestId };
      });
      if (!reserved.ok) {
        return refuse(429, MESSAGES.tooManyRequests, { retryAfterSeconds: reserved.retryAfterSeconds });
      }

      try {
        await sms.send(phone, otpSmsText(code, CODE_MINUTES, language, publicUrl));
        return success({ nonce, retryAfterSeconds: RESEND_AFTER_SECONDS });
      } catch (error) {
        log.warn({ err: error, provider: sms.name }, 'SMS not sent');
        await cancelSend(db, reserved.requestId, phone, codeHash);
        return error instanceof SmsInvalidNumberError
          ? refuse(400, MESSAGES.invalidPhoneFromProvider, { field: 'phone' })
          : refuse(502, MESSAGES.otpSendFailed);
      }
    },

    async verify(phone: string, code: string, nonce: string): Promise<VerifyResult> {
      const expired = refuse(400, MESSAGES.otpExpired, { field: 'code' });
      const live = await spendAttempt(db, phone, hashToken(nonce), new Date());
      if (!live) return expired;
      if (!otpCodeMatches(hashKey, phone, code, live.codeHash))
        return refuse(400, MESSAGES.invalidOtp, { field: 'code' });
      const token = await db.transaction(async (tx) =>
        (await useCode(tx, live.id)) ? createSession(tx, { role: live.role, phone }) : null,
      );
      return token ? success(token) : expired;
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
