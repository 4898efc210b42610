import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serverSecrets } from './phone-auth.schema';

/**
 * The secret called `name`, created at random by the first process that asks. Every process on one
 * database gets the same value, so a challenge signed by one is accepted by another.
 */
export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
