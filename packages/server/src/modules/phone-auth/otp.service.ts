import type { FastifyBaseLogger } from 'fastify';
import type { PhoneRole } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { createSession } from '../../auth/sessions.repository';
import { OTP_CODE_TTL_MS, OTP_SEND_LIMITS } from '../../limits';
import { SmsInvalidNumberError, type SmsProvider } from '../../sms/sms-provider';
import { hashOtpCode, newOtpCode, otpCodeMatches } from './otp-code';
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

export type SendResult =
  | { kind: 'sent' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'invalid-number' }
  | { kind: 'failed' };

export type VerifyResult = { kind: 'verified'; token: string } | { kind: 'wrong-code' } | { kind: 'expired' };

const { perPhone, perPhoneMinIntervalMs, perIp } = OTP_SEND_LIMITS;
const LONGEST_WINDOW_MS = Math.max(perPhone.windowMs, perIp.windowMs);

// "(OTP 123456)" gives tests and developers one fixed pattern to find in the console provider's log.
function smsText(code: string): string {
  const minutes = Math.round(OTP_CODE_TTL_MS / 60_000);
  return `Mehendi Market: your verification code is ${code} (OTP ${code}). It expires in ${minutes} minutes.`;
}

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
}) {
  const { db, sms, hashKey, log } = deps;

  return {
    async send(phone: string, role: PhoneRole, ip: string): Promise<SendResult> {
      const now = new Date();
      await deleteStale(db, now, new Date(now.getTime() - LONGEST_WINDOW_MS));
      const code = newOtpCode();
      const codeHash = hashOtpCode(hashKey, phone, code);
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
          expiresAt: new Date(now.getTime() + OTP_CODE_TTL_MS),
          createdAt: now,
        });
        return { ok: true as const, requestId };
      });
      if (!reserved.ok) return { kind: 'rate-limited', retryAfterSeconds: reserved.retryAfterSeconds };

      try {
        await sms.send(phone, smsText(code));
        return { kind: 'sent' };
      } catch (error) {
        log.warn({ err: error, provider: sms.name }, 'SMS not sent');
        await cancelSend(db, reserved.requestId, phone, codeHash);
        return error instanceof SmsInvalidNumberError ? { kind: 'invalid-number' } : { kind: 'failed' };
      }
    },

    async verify(phone: string, code: string): Promise<VerifyResult> {
      const live = await spendAttempt(db, phone, new Date());
      if (!live) return { kind: 'expired' };
      if (!otpCodeMatches(hashKey, phone, code, live.codeHash)) return { kind: 'wrong-code' };
      const token = await db.transaction(async (tx) =>
        (await useCode(tx, live.id)) ? createSession(tx, { role: live.role, phone }) : null,
      );
      return token ? { kind: 'verified', token } : { kind: 'expired' };
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
