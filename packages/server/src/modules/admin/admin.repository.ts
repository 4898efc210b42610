import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { admins } from '../../auth/auth.schema';

export type Admin = typeof admins.$inferSelect;

export async function findAdminByEmail(db: Db, email: string): Promise<Admin | null> {
  const [row] = await db.select().from(admins).where(eq(admins.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findAdminById(db: Db, id: string): Promise<Admin | null> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row ?? null;
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  return row?.count ?? 0;
}

/** Inserts unless the e-mail exists already; two processes starting together cannot both create it. */
export async function insertAdminIfAbsent(db: Db, email: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .insert(admins)
    .values({ email: email.toLowerCase(), passwordHash })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return rows.length > 0;
}

export async function updateAdminPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash, updatedAt: new Date() }).where(eq(admins.id, id));
}
