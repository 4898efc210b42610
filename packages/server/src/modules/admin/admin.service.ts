import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import { sessions } from '../../auth/auth.schema';
import { createSession } from '../../auth/sessions.repository';
import { endCalendarFeed } from '../visits';
import {
  countAdmins,
  findAdminByEmail,
  findAdminById,
  insertAdminIfAbsent,
  updateAdminPassword,
} from './admin.repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@mehendimarket.in';

const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

// Verifying against a throwaway hash when the e-mail is unknown keeps both answers equally slow,
// so response time does not reveal which e-mails have accounts.
let decoyHash: Promise<string> | undefined;

/** A new bearer token, or 401 when the e-mail or password is wrong (the same answer for both). */
export async function login(deps: { db: Db }, email: string, password: string): Promise<Outcome<string>> {
  const refused = refuse(401, MESSAGES.loginFailed);
  const admin = await findAdminByEmail(deps.db, email.trim());
  if (!admin) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await decoyHash, password);
    return refused;
  }
  if (!(await argon2.verify(admin.passwordHash, password))) return refused;
  return success(await createSession(deps.db, { role: 'admin', adminId: admin.id }));
}

/**
 * Changes the password and ends every other session of this admin and their calendar feed's address (a
 * stolen token or address stops working).
 */
export async function changePassword(
  deps: { db: Db },
  adminId: string,
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<Outcome> {
  const admin = await findAdminById(deps.db, adminId);
  if (!admin || !(await argon2.verify(admin.passwordHash, currentPassword)))
    return refuse(400, MESSAGES.currentPasswordIncorrect, { field: 'currentPassword' });
  const newHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await updateAdminPassword(tx, adminId, newHash);
    await tx.delete(sessions).where(and(eq(sessions.adminId, adminId), ne(sessions.id, currentSessionId)));
    await endCalendarFeed(tx, { adminId });
  });
  return success();
}

/**
 * The first admin (docs/decisions.md §4): ADMIN_EMAIL/ADMIN_PASSWORD when set and that e-mail has no account
 * yet; otherwise, on an empty database only, an account with a random password printed once in the log.
 */
export async function ensureFirstAdmin(
  deps: { db: Db; log: FastifyBaseLogger },
  configured: { email?: string; password?: string },
): Promise<void> {
  const { db, log } = deps;
  if (configured.email && configured.password) {
    // Hashing takes a deliberate ~150 ms: not at every start, only when the account is still to be made.
    if (await findAdminByEmail(db, configured.email)) return;
    if (await insertAdminIfAbsent(db, configured.email, await hashPassword(configured.password))) {
      log.info({ email: configured.email }, 'created the admin account from ADMIN_EMAIL/ADMIN_PASSWORD');
    }
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const password = randomBytes(12).toString('base64url');
  if (await insertAdminIfAbsent(db, DEFAULT_ADMIN_EMAIL, await hashPassword(password))) {
    // A block that stands out among the start-up lines (docs/decisions.md), in a terminal and in JSON.
    const rule = '='.repeat(72);
    log.warn(
      [
        'Created the first admin account',
        rule,
        `  E-mail:   ${DEFAULT_ADMIN_EMAIL}`,
        `  Password: ${password}`,
        '  Shown only this once: sign in at /admin-login and change it under Admin > Change Password,',
        '  or set ADMIN_EMAIL/ADMIN_PASSWORD.',
        rule,
      ].join('\n'),
    );
  }
}
