import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { keptStatement } from '../db/kept-statement';
import { SESSION_TTL_MS } from '../limits';
import { sessions } from './auth.schema';
import { hashToken, newToken } from './tokens';

export type Session = typeof sessions.$inferSelect;

export type SessionSubject =
  { role: 'admin'; adminId: string } | { role: 'customer' | 'artist'; phone: string };

export async function createSession(db: Db, subject: SessionSubject): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    role: subject.role,
    adminId: subject.role === 'admin' ? subject.adminId : null,
    phone: subject.role === 'admin' ? null : subject.phone,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS[subject.role]),
  });
  return token;
}

// Every signed-in request reads its session: the statement is built once (db/kept-statement.ts).
const sessionByTokenHash = keptStatement<{ tokenHash: string; now: string }, Session[]>((db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

export async function findSession(db: Db, token: string): Promise<Session | null> {
  const [row] = await sessionByTokenHash(db, { tokenHash: hashToken(token), now: new Date().toISOString() });
  return row ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a verified number in a role (a customer who deleted their data). */
export async function deletePhoneSessions(db: Db, phone: string, role: 'customer' | 'artist'): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.phone, phone), eq(sessions.role, role)));
}
