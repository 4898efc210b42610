import { and, desc, eq, gt } from 'drizzle-orm';
import { MESSAGES } from '@mehendi/shared';
import type { Db } from '../db/database';
import { refuse, success, type Outcome, type Refusal } from '../http/outcome';
import { SIGN_IN_LIMITS } from '../limits';
import { signInFailures } from './sign-in-failures.schema';
import { lockUntilCommit } from '../db/transaction-lock';

// Advisory lock namespaces (any constants, the same in every process).
const ACCOUNT_LOCK = 724_31_009;
const IP_LOCK = 724_31_010;

const { windowMs, perAccount, perIp, maxDelayMs } = SIGN_IN_LIMITS;

/** The account's limit is reached, but a solved captcha may still try (the address's limit is not). */
export type CaptchaRequired = Refusal & { captchaRequired: true };

/** The recorded attempt's id, or a 429 saying when to try again (or that a captcha lets it try now). */
export type SignInAttempt = Outcome<number> | CaptchaRequired;

/**
 * What the caller knows of a captcha: `undefined` when the call offers none (the account's limit then
 * refuses), `false` when it offers one that was not (validly) solved, `true` when a solution was used up.
 */
export type CaptchaState = boolean | undefined;

/** Milliseconds to wait: after perAccount failures the wait doubles with each further failure. */
function accountWaitMs(now: Date, failures: Date[]): number {
  const newest = failures[0];
  if (!newest || failures.length < perAccount) return 0;
  const delay = Math.min(maxDelayMs, windowMs * 2 ** (failures.length - perAccount));
  return newest.getTime() + delay - now.getTime();
}

function ipWaitMs(now: Date, failures: Date[]): number {
  const oldest = failures[perIp - 1];
  return oldest ? oldest.getTime() + windowMs - now.getTime() : 0;
}

/**
 * Checks the limits (docs/security.md#admin-sign-in-limits) and records the attempt as a failure before
 * the password is checked, under a lock per account and per address: parallel guesses cannot slip past
 * the count. A successful sign-in removes its row again with forgiveSignInAttempt, so success never
 * counts. Failures from an address stop that address. The account's limit (failures from every address)
 * does not lock the account: where `captcha` is offered it asks for a solved captcha instead of refusing,
 * so strangers' wrong guesses cannot keep the admin with the right password out, and each further guess
 * costs the guesser a proof of work.
 */
export async function reserveSignInAttempt(
  db: Db,
  account: string,
  ip: string,
  captcha?: CaptchaState,
): Promise<SignInAttempt> {
  const now = new Date();
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, ACCOUNT_LOCK, account);
    await lockUntilCommit(tx, IP_LOCK, ip);
    const accountFailures = await tx
      .select({ createdAt: signInFailures.createdAt })
      .from(signInFailures)
      .where(
        and(
          eq(signInFailures.account, account),
          gt(signInFailures.createdAt, new Date(now.getTime() - maxDelayMs)),
        ),
      )
      .orderBy(desc(signInFailures.createdAt))
      .limit(perAccount + 8);
    const ipFailures = await tx
      .select({ createdAt: signInFailures.createdAt })
      .from(signInFailures)
      .where(and(eq(signInFailures.ip, ip), gt(signInFailures.createdAt, new Date(now.getTime() - windowMs))))
      .orderBy(desc(signInFailures.createdAt))
      .limit(perIp);
    const ipWait = ipWaitMs(
      now,
      ipFailures.map((row) => row.createdAt),
    );
    const accountWait = accountWaitMs(
      now,
      accountFailures.map((row) => row.createdAt),
    );
    const limited = (waitMs: number) =>
      refuse(429, MESSAGES.tooManyRequests, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    if (ipWait > 0) return limited(Math.max(ipWait, accountWait));
    if (accountWait > 0 && captcha !== true) {
      return captcha === undefined
        ? limited(accountWait)
        : { ...limited(accountWait), captchaRequired: true as const };
    }
    const [row] = await tx
      .insert(signInFailures)
      .values({ account, ip, createdAt: now })
      .returning({ id: signInFailures.id });
    if (!row) throw new Error('sign-in attempt not stored');
    return success(row.id);
  });
}

/** The attempt succeeded: it does not count against the account or the address. */
export async function forgiveSignInAttempt(db: Db, id: number): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, id));
}

export const loginAccount = (email: string) => `login:${email.trim().toLowerCase()}`;
export const changePasswordAccount = (adminId: string) => `change-password:${adminId}`;
