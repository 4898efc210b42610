import { desc, eq } from 'drizzle-orm';
import type { Artist } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists, type StoredArtistDesign } from './artists.schema';

export type ArtistRow = typeof artists.$inferSelect;
export type ArtistValues = Omit<typeof artists.$inferInsert, 'id' | 'phone' | 'createdAt' | 'updatedAt'>;

/** The API record (docs/data.md); storage keys stay on the server. */
export function toArtist(row: ArtistRow): Artist {
  return {
    _id: row.id,
    fullName: row.fullName,
    whatsappNumber: row.whatsappNumber,
    address: row.address,
    pincode: row.pincode,
    jobTerm: row.jobTerm,
    mehendiVarieties: row.mehendiVarieties,
    availability: { timeRange: row.availabilityTimeRange },
    uploadedDesigns: row.uploadedDesigns.map(({ filename, originalname }) => ({ filename, originalname })),
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface SavedApplication {
  row: ArtistRow;
  /** The designs of the application this one replaced (their files are no longer referenced). */
  replacedDesigns: StoredArtistDesign[] | null;
}

/**
 * One application per verified phone: a new submission replaces the previous one in place (same _id and
 * createdAt). Call inside a transaction so the previous designs read here are the ones overwritten.
 */
export async function saveApplication(
  db: Db,
  phone: string,
  values: ArtistValues,
): Promise<SavedApplication> {
  const [previous] = await db
    .select({ uploadedDesigns: artists.uploadedDesigns })
    .from(artists)
    .where(eq(artists.phone, phone))
    .for('update');
  const [row] = await db
    .insert(artists)
    .values({ ...values, phone })
    .onConflictDoUpdate({ target: artists.phone, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert into artists returned no row');
  return { row, replacedDesigns: previous?.uploadedDesigns ?? null };
}

export async function findArtistByPhone(db: Db, phone: string): Promise<ArtistRow | null> {
  const [row] = await db.select().from(artists).where(eq(artists.phone, phone)).limit(1);
  return row ?? null;
}

export async function listArtists(db: Db): Promise<ArtistRow[]> {
  return db.select().from(artists).orderBy(desc(artists.createdAt), desc(artists.id));
}

/** Deletes the application and returns what it was, or null when there was none. */
export async function deleteArtist(db: Db, id: string): Promise<ArtistRow | null> {
  const [row] = await db.delete(artists).where(eq(artists.id, id)).returning();
  return row ?? null;
}
