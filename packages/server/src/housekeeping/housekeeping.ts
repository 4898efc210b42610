import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../auth/auth.schema';
import { signInFailures } from '../auth/sign-in-failures.schema';
import type { Db } from '../db/database';
import { BOOKING_LIMITS, HOUSEKEEPING_INTERVAL_MS, OTP_SEND_LIMITS, SIGN_IN_LIMITS } from '../limits';
import { bookingLimitEvents } from '../modules/bookings/bookings.schema';
import { otpCodes, otpRequests, usedCaptchas } from '../modules/phone-auth/phone-auth.schema';
import { jobActionKeys } from '../modules/visits/job-action-keys.schema';
import { pushOutbox } from '../modules/push/push.schema';
import { schedulePeriodically } from './periodic-task';

// OTP sends are kept as long as the longest send limit counts them; proved ones as long as they mark the
// number's owner.
const OTP_REQUESTS_KEPT_MS = Math.max(
  OTP_SEND_LIMITS.perPhoneAndIp.windowMs,
  OTP_SEND_LIMITS.perPhone.windowMs,
  OTP_SEND_LIMITS.perIp.windowMs,
);
const PROVED_OTP_REQUESTS_KEPT_MS = Math.max(OTP_REQUESTS_KEPT_MS, OTP_SEND_LIMITS.ownerMemoryMs);
// A used captcha is kept a little past its expiry, as the send path does, for processes whose clock lags.
const CLOCK_SKEW_MARGIN_MS = 60 * 1000;
const SIGN_IN_FAILURES_KEPT_MS = Math.max(SIGN_IN_LIMITS.windowMs, SIGN_IN_LIMITS.maxDelayMs);
// A step My work queued offline is sent when the phone is next online, within the day it is for; a week
// covers a retry after any lost answer (docs/api.md). The steps themselves are once a day or once at all.
const JOB_ACTION_KEYS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
// A push done with (sent, failed, expired) tells nothing after a week: the notification is long shown.
const PUSHES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes what no longer counts for anything (docs/data.md): expired sessions (admin and phone), used
 * captchas past their expiry, expired OTP codes, OTP sends, sign-in failures and booking-limit rows older
 * than any limit counts, the ids of artists' steps sent again and pushes done with, after a week. Each delete is idempotent, so processes sharing one database may run it at the same time.
 */
export async function runHousekeeping(db: Db, now = new Date()): Promise<Record<string, number>> {
  const removed = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    sessions: await removed(
      db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    ),
    usedCaptchas: await removed(
      db
        .delete(usedCaptchas)
        .where(lt(usedCaptchas.expiresAt, new Date(now.getTime() - CLOCK_SKEW_MARGIN_MS)))
        .returning({ s: usedCaptchas.signature }),
    ),
    otpCodes: await removed(
      db.delete(otpCodes).where(lt(otpCodes.expiresAt, now)).returning({ id: otpCodes.id }),
    ),
    otpRequests: await removed(
      db
        .delete(otpRequests)
        .where(
          or(
            and(
              lt(otpRequests.createdAt, new Date(now.getTime() - OTP_REQUESTS_KEPT_MS)),
              eq(otpRequests.verified, false),
            ),
            lt(otpRequests.createdAt, new Date(now.getTime() - PROVED_OTP_REQUESTS_KEPT_MS)),
          ),
        )
        .returning({ id: otpRequests.id }),
    ),
    signInFailures: await removed(
      db
        .delete(signInFailures)
        .where(lt(signInFailures.createdAt, new Date(now.getTime() - SIGN_IN_FAILURES_KEPT_MS)))
        .returning({ id: signInFailures.id }),
    ),
    bookingLimitEvents: await removed(
      db
        .delete(bookingLimitEvents)
        .where(lt(bookingLimitEvents.createdAt, new Date(now.getTime() - BOOKING_LIMITS.perPhone.windowMs)))
        .returning({ id: bookingLimitEvents.id }),
    ),
    jobActionKeys: await removed(
      db
        .delete(jobActionKeys)
        .where(lt(jobActionKeys.createdAt, new Date(now.getTime() - JOB_ACTION_KEYS_KEPT_MS)))
        .returning({ key: jobActionKeys.key }),
    ),
    pushes: await removed(
      db
        .delete(pushOutbox)
        .where(
          and(
            ne(pushOutbox.status, 'queued'),
            lt(pushOutbox.createdAt, new Date(now.getTime() - PUSHES_KEPT_MS)),
          ),
        )
        .returning({ id: pushOutbox.id }),
    ),
  };
}

/** One timer per process, started when the app is ready and stopped when it closes. */
export function scheduleHousekeeping(app: FastifyInstance, intervalMs = HOUSEKEEPING_INTERVAL_MS): void {
  schedulePeriodically(app, intervalMs, () =>
    runHousekeeping(app.db).then(
      (removed) => app.log.debug({ removed }, 'housekeeping done'),
      (error: unknown) => app.log.warn({ err: error }, 'housekeeping failed; trying again next time'),
    ),
  );
}
