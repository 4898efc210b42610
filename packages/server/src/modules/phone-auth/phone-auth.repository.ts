import { and, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
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

/** Send times since `since`, newest first, at most `limit` of them. */
export async function recentSends(
  tx: Db,
  by: { phone: string } | { ip: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const key = 'phone' in by ? eq(otpRequests.phone, by.phone) : eq(otpRequests.ip, by.ip);
  const rows = await tx
    .select({ createdAt: otpRequests.createdAt })
    .from(otpRequests)
    .where(and(key, gt(otpRequests.createdAt, since)))
    .orderBy(desc(otpRequests.createdAt))
    .limit(limit);
  return rows.map((row) => row.createdAt);
}

export async function insertSend(tx: Db, phone: string, ip: string, createdAt: Date): Promise<number> {
  const [row] = await tx
    .insert(otpRequests)
    .values({ phone, ip, createdAt })
    .returning({ id: otpRequests.id });
  if (!row) throw new Error('otp request not stored');
  return row.id;
}

/** The phone's one live code; a new one replaces the old (and its count of wrong tries). */
export async function replaceCode(
  tx: Db,
  code: {
    phone: string;
    role: PhoneRole;
    codeHash: string;
    nonceHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await tx
    .insert(otpCodes)
    .values({ ...code, attempts: 0 })
    .onConflictDoUpdate({
      target: otpCodes.phone,
      set: {
        role: code.role,
        codeHash: code.codeHash,
        nonceHash: code.nonceHash,
        expiresAt: code.expiresAt,
        createdAt: code.createdAt,
        attempts: 0,
      },
    });
}

/** Undoes a send the gateway refused: the code cannot arrive, and the user is not charged for it. */
export async function cancelSend(db: Db, requestId: number, phone: string, codeHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(otpRequests).where(eq(otpRequests.id, requestId));
    await tx.delete(otpCodes).where(and(eq(otpCodes.phone, phone), eq(otpCodes.codeHash, codeHash)));
  });
}

export type LiveCode = { id: string; role: PhoneRole; codeHash: string };

/**
 * Spends one try of the phone's live code and returns it, or null when there is none (never sent,
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

/** Deletes a code that was just matched; false when a concurrent verify used it first. */
export async function useCode(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.delete(otpCodes).where(eq(otpCodes.id, id)).returning({ id: otpCodes.id });
  return rows.length > 0;
}

// A used captcha is kept a little past its expiry, so a process whose clock runs behind still refuses it.
const CLOCK_SKEW_MARGIN_MS = 60 * 1000;

/** Forgets what no limit or check needs any more. */
export async function deleteStale(db: Db, now: Date, sendsBefore: Date): Promise<void> {
  await db
    .delete(usedCaptchas)
    .where(lt(usedCaptchas.expiresAt, new Date(now.getTime() - CLOCK_SKEW_MARGIN_MS)));
  await db.delete(otpCodes).where(lte(otpCodes.expiresAt, now));
  await db.delete(otpRequests).where(lte(otpRequests.createdAt, sendsBefore));
}

/** Forgets a number's phone-login records (codes and sends), when its owner deletes their data. */
export async function deletePhoneRecords(tx: Db, phone: string): Promise<void> {
  await tx.delete(otpCodes).where(eq(otpCodes.phone, phone));
  await tx.delete(otpRequests).where(eq(otpRequests.phone, phone));
}
