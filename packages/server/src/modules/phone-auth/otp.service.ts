import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, PHONE_CODE_TEMPLATE, type Language, type PhoneRole } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import { createSession } from '../../auth/sessions.repository';
import { hashToken, newToken } from '../../auth/tokens';
import { OTP_CODE_TTL_MS, OTP_SEND_LIMITS } from '../../limits';
import { SmsInvalidNumberError, type SmsProvider, type TemplateMessage } from '../../sms/sms-provider';
import type { WhatsAppSender } from '../../sms/whatsapp.provider';
import { hashOtpCode, newOtpCode, otpCodeMatches } from './otp-code';
import { otpSmsText } from './otp-sms-text';
import {
  cancelSend,
  deleteStale,
  insertCode,
  insertSend,
  lockSendKeys,
  provedOwner,
  recentSends,
  spendAttempt,
  useCode,
} from './phone-auth.repository';
import type { PhoneHash } from './phone-hash';

/** The nonce the code is checked with and when a new code may be asked for; or 429, 400 or 502. */
export type SendResult = Outcome<{ nonce: string; retryAfterSeconds: number }>;

/** A session token, or 400 for a wrong or expired code. */
export type VerifyResult = Outcome<string>;

const { perPhoneAndIp, perPhoneMinIntervalMs, perPhone, ownerMemoryMs, perIp } = OTP_SEND_LIMITS;
const LONGEST_WINDOW_MS = Math.max(perPhoneAndIp.windowMs, perPhone.windowMs, perIp.windowMs);

const CODE_MINUTES = Math.round(OTP_CODE_TTL_MS / 60_000);
/** Seconds a phone waits after a code before the next one: the browser counts them down. */
export const RESEND_AFTER_SECONDS = Math.ceil(perPhoneMinIntervalMs / 1000);

/** The sends each limit counts, newest first; `phone` is null for the number's owner (not capped). */
interface SendHistory {
  phoneAndIp: Date[];
  phone: Date[] | null;
  ip: Date[];
}

/** Milliseconds until the `max`-th newest send leaves the window, or 0. */
function windowWaitMs(now: Date, sends: Date[], limit: { max: number; windowMs: number }): number {
  const oldest = sends[limit.max - 1];
  return oldest ? oldest.getTime() + limit.windowMs - now.getTime() : 0;
}

/** Seconds until a send would be allowed, or 0 when it is allowed now. */
function waitSeconds(now: Date, history: SendHistory): number {
  const waits: number[] = [];
  const last = history.phoneAndIp[0];
  if (last) waits.push(last.getTime() + perPhoneMinIntervalMs - now.getTime());
  waits.push(windowWaitMs(now, history.phoneAndIp, perPhoneAndIp));
  if (history.phone) waits.push(windowWaitMs(now, history.phone, perPhone));
  waits.push(windowWaitMs(now, history.ip, perIp));
  return Math.ceil(Math.max(0, ...waits) / 1000);
}

/**
 * Codes (docs/decisions.md §3): 6 digits from crypto, stored as a keyed hash, one per send and bound to
 * the nonce that send answered (a number may have several live codes: another client's send never
 * replaces one), valid OTP_CODE_TTL_MS and OTP_MAX_ATTEMPTS tries. Sends are limited per number and
 * address, per number from all addresses (not for an address that proved a code of the number) and per
 * address (docs/phone-verification.md#limits). The answers are the same for every number, known or not.
 */
export function createOtpService(deps: {
  db: Db;
  sms: SmsProvider;
  /** With an authentication template configured, codes try WhatsApp first and fall back to SMS. */
  whatsapp?: WhatsAppSender | null;
  hashKey: string;
  /** The keyed hash the send limits count a number under. */
  phoneHash: PhoneHash;
  log: FastifyBaseLogger;
  /** The site's address, for the WebOTP line of the SMS. */
  publicUrl?: string;
}) {
  const { db, sms, whatsapp, hashKey, phoneHash, log, publicUrl } = deps;

  return {
    async send(phone: string, role: PhoneRole, ip: string, language: Language = 'en'): Promise<SendResult> {
      const now = new Date();
      const since = (windowMs: number) => new Date(now.getTime() - windowMs);
      await deleteStale(db, now, since(LONGEST_WINDOW_MS), since(ownerMemoryMs));
      const code = newOtpCode();
      const codeHash = hashOtpCode(hashKey, phone, code);
      const nonce = newToken();
      const numberHash = phoneHash(phone);
      const reserved = await db.transaction(async (tx) => {
        await lockSendKeys(tx, phone, ip);
        const owner = await provedOwner(tx, numberHash, ip, since(ownerMemoryMs));
        const history: SendHistory = {
          phoneAndIp: await recentSends(
            tx,
            { phoneHash: numberHash, ip },
            since(perPhoneAndIp.windowMs),
            perPhoneAndIp.max,
          ),
          phone: owner
            ? null
            : await recentSends(tx, { phoneHash: numberHash }, since(perPhone.windowMs), perPhone.max),
          ip: await recentSends(tx, { ip }, since(perIp.windowMs), perIp.max),
        };
        const retryAfterSeconds = waitSeconds(now, history);
        if (retryAfterSeconds > 0) return { ok: false as const, retryAfterSeconds };
        const requestId = await insertSend(tx, numberHash, ip, now);
        await insertCode(tx, {
          phone,
          requestId,
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

      const message: TemplateMessage = {
        template: PHONE_CODE_TEMPLATE,
        language,
        variables: { code, minutes: String(CODE_MINUTES) },
      };
      if (whatsapp?.sends(PHONE_CODE_TEMPLATE)) {
        try {
          await whatsapp.send(phone, message);
          return success({ nonce, retryAfterSeconds: RESEND_AFTER_SECONDS });
        } catch (error) {
          // Not a WhatsApp number, template not approved, WhatsApp down: the code goes by SMS instead.
          log.info({ err: error }, 'WhatsApp refused the code; it goes by SMS');
        }
      }
      try {
        await sms.send(phone, otpSmsText(code, CODE_MINUTES, language, publicUrl), message);
        return success({ nonce, retryAfterSeconds: RESEND_AFTER_SECONDS });
      } catch (error) {
        log.warn({ err: error, provider: sms.name }, 'SMS not sent');
        await cancelSend(db, reserved.requestId);
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
