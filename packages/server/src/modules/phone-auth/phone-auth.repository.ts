import { and, desc, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { PhoneRole } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { OTP_MAX_ATTEMPTS } from '../../limits';
import { otpCodes, otpRequests, usedCaptchas } from './phone-auth.schema';
import { lockUntilCommit } from '../../db/transaction-lock';

// Advisory lock namespaces (any constants, the same in every process): one lock per phone, one per address.
const PHONE_LOCK = 724_31_003;
const IP_LOCK = 724_31_004;

/** True when the signature was not used before; the primary key makes this atomic across processes. */
export async function markCaptchaUsed(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(usedCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  return rows.length > 0;
}

/**
 * Serialises sends for one phone and one address until the transaction ends, so two requests at once
 * cannot both pass a limit. Always phone first, then address: two transactions never wait on each other
 * in a cycle.
 */
export async function lockSendKeys(tx: Db, phone: string, ip: string): Promise<void> {
  await lockUntilCommit(tx, PHONE_LOCK, phone);
  await lockUntilCommit(tx, IP_LOCK, ip);
}

/** Which sends a count is about: one number's (by its hash), one address's, or one number's from one address. */
export type SendKey = { phoneHash: string; ip?: string } | { ip: string };

/** Send times since `since`, newest first, at most `limit` of them. */
export async function recentSends(tx: Db, by: SendKey, since: Date, limit: number): Promise<Date[]> {
  const keys = [
    'phoneHash' in by ? eq(otpRequests.phoneHash, by.phoneHash) : undefined,
    by.ip !== undefined ? eq(otpRequests.ip, by.ip) : undefined,
  ];
  const rows = await tx
    .select({ createdAt: otpRequests.createdAt })
    .from(otpRequests)
    .where(and(...keys, gt(otpRequests.createdAt, since)))
    .orderBy(desc(otpRequests.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

/** True when a code of this number sent to this address was proved since `since`: the address is its owner. */
export async function provedOwner(tx: Db, phoneHash: string, ip: string, since: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: otpRequests.id })
    .from(otpRequests)
    .where(
      and(
        eq(otpRequests.phoneHash, phoneHash),
        eq(otpRequests.ip, ip),
        eq(otpRequests.verified, true),
        gt(otpRequests.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertSend(tx: Db, phoneHash: string, ip: string, createdAt: Date): Promise<number> {
  const [row] = await tx
    .insert(otpRequests)
    .values({ phoneHash, ip, createdAt })
    .returning({ id: otpRequests.id });
  if (!row) throw new Error('otp request not stored');
  return row.id;
}

/**
 * Stores the code of one send beside the number's other live codes: each is bound to the nonce its send
 * answered, so a send from another client never replaces or ends it.
 */
export async function insertCode(
  tx: Db,
  code: {
    phone: string;
    requestId: number;
    role: PhoneRole;
    codeHash: string;
    nonceHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(otpCodes).values({ ...code, attempts: 0 });
}

/** Undoes a send the gateway refused: the code cannot arrive, and the user is not charged for it. */
export async function cancelSend(db: Db, requestId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(otpCodes).where(eq(otpCodes.requestId, requestId));
    await tx.delete(otpRequests).where(eq(otpRequests.id, requestId));
  });
}

export type LiveCode = { id: string; role: PhoneRole; codeHash: string };

/**
 * Spends one try of the live code this nonce was given for and returns it, or null when there is none (never sent,
 * expired, used, out of tries, or asked for by another client: only the nonce holder's tries count, so a
 * stranger's guesses cannot end someone else's code). Spending before comparing, in one UPDATE, means concurrent guesses
 * can never get more than OTP_MAX_ATTEMPTS comparisons.
 */
export async function spendAttempt(
  db: Db,
  phone: string,
  nonceHash: string,
  now: Date,
): Promise<LiveCode | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.phone, phone),
        eq(otpCodes.nonceHash, nonceHash),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: otpCodes.id, role: otpCodes.role, codeHash: otpCodes.codeHash });
  return row ?? null;
}

/**
 * Deletes a code that was just matched and marks its send as proved (the asking address owns the
 * number); false when a concurrent verify used it first.
 */
export async function useCode(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .delete(otpCodes)
    .where(eq(otpCodes.id, id))
    .returning({ requestId: otpCodes.requestId });
  if (!row) return false;
  if (row.requestId !== null)
    await tx.update(otpRequests).set({ verified: true }).where(eq(otpRequests.id, row.requestId));
  return true;
}

// A used captcha is kept a little past its expiry, so a process whose clock runs behind still refuses it.
const CLOCK_SKEW_MARGIN_MS = 60 * 1000;

/**
 * Forgets what no limit or check needs any more: sends older than `sendsBefore`, except proved ones,
 * which say who owns a number until `provedBefore`.
 */
export async function deleteStale(db: Db, now: Date, sendsBefore: Date, provedBefore: Date): Promise<void> {
  await db
    .delete(usedCaptchas)
    .where(lt(usedCaptchas.expiresAt, new Date(now.getTime() - CLOCK_SKEW_MARGIN_MS)));
  await db.delete(otpCodes).where(lte(otpCodes.expiresAt, now));
  await db.delete(otpRequests).where(staleSends(sendsBefore, provedBefore));
}

/** Sends no limit counts any more (shared with housekeeping). */
export function staleSends(sendsBefore: Date, provedBefore: Date) {
  return or(
    and(lte(otpRequests.createdAt, sendsBefore), eq(otpRequests.verified, false)),
    lte(otpRequests.createdAt, provedBefore),
  );
}

/**
 * Forgets a number's live codes when its owner deletes their data. Its sends stay: they hold only the
 * number's keyed hash and the time, and the send limits count them, so deleting cannot reset a limit.
 */
export async function deletePhoneRecords(tx: Db, phone: string): Promise<void> {
  await tx.delete(otpCodes).where(eq(otpCodes.phone, phone));
}
