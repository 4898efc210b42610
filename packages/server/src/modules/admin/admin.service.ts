import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { sessions } from '../../auth/auth.schema';
import { createSession } from '../../auth/sessions.repository';
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

/** Returns a new bearer token, or null when the e-mail or password is wrong. */
export async function login(db: Db, email: string, password: string): Promise<string | null> {
  const admin = await findAdminByEmail(db, email.trim());
  if (!admin) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await decoyHash, password);
    return null;
  }
  if (!(await argon2.verify(admin.passwordHash, password))) return null;
  return createSession(db, { role: 'admin', adminId: admin.id });
}

export type ChangePasswordResult = 'changed' | 'wrong-current-password';

/** Changes the password and ends every other session of this admin (a stolen token stops working). */
export async function changePassword(
  db: Db,
  adminId: string,
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordResult> {
  const admin = await findAdminById(db, adminId);
  if (!admin || !(await argon2.verify(admin.passwordHash, currentPassword))) return 'wrong-current-password';
  const newHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updateAdminPassword(tx, adminId, newHash);
    await tx.delete(sessions).where(and(eq(sessions.adminId, adminId), ne(sessions.id, currentSessionId)));
  });
  return 'changed';
}

/**
 * The first admin (docs/decisions.md §4): ADMIN_EMAIL/ADMIN_PASSWORD when set and that e-mail has no account
 * yet; otherwise, on an empty database only, an account with a random password printed once in the log.
 */
export async function ensureFirstAdmin(
  db: Db,
  configured: { email?: string; password?: string },
  log: FastifyBaseLogger,
): Promise<void> {
  if (configured.email && configured.password) {
    if (await insertAdminIfAbsent(db, configured.email, await hashPassword(configured.password))) {
      log.info({ email: configured.email }, 'created the admin account from ADMIN_EMAIL/ADMIN_PASSWORD');
    }
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const password = randomBytes(12).toString('base64url');
  if (await insertAdminIfAbsent(db, DEFAULT_ADMIN_EMAIL, await hashPassword(password))) {
    log.warn(
      `Created the first admin account. E-mail: ${DEFAULT_ADMIN_EMAIL}  Password: ${password}  ` +
        '(shown only this once; change it under Admin > Change Password, or set ADMIN_EMAIL/ADMIN_PASSWORD)',
    );
  }
}
