// The VAPID key pair (RFC 8292) that signs every push: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, else
// made by the first process that starts and kept in the database's server_secrets, so every process and
// every restart sign with the same pair (a new pair would silently end every browser's subscription).
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { serverSecrets } from '../phone-auth/phone-auth.schema';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid_keys';
const storedKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/** The configured pair, or the stored one, made and stored now if there is none yet. */
export async function loadVapidKeys(db: Db, configured: VapidKeys | null): Promise<VapidKeys> {
  if (configured) return configured;
  // Two processes starting at once both try; the first insert wins and both read it back.
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME)).limit(1);
  if (!row) throw new Error('the VAPID keys could not be stored');
  return storedKeys.parse(JSON.parse(row.value));
}
