import { and, desc, eq, inArray } from 'drizzle-orm';
import { SIDERS_TYPES, isOneOf, type SidersType } from '@mehendi/shared';
import type { Db } from '../../db/database';
import type { StoredImage } from '../../images/stored-image';
import { sidersDesigns } from './siders.schema';

export type SidersDesignRow = typeof sidersDesigns.$inferSelect;

export async function insertSidersDesign(
  db: Db,
  sidersType: SidersType,
  image: StoredImage,
): Promise<SidersDesignRow> {
  const [row] = await db
    .insert(sidersDesigns)
    .values({ sidersType, ...image })
    .returning();
  if (!row) throw new Error('insert into siders_designs returned no row');
  return row;
}

/** Newest first. */
export async function listSidersDesigns(db: Db, sidersType: SidersType): Promise<SidersDesignRow[]> {
  return db
    .select()
    .from(sidersDesigns)
    .where(eq(sidersDesigns.sidersType, sidersType))
    .orderBy(desc(sidersDesigns.createdAt), desc(sidersDesigns.id));
}

/** Deletes the siders design and returns it (for its files), or null when there is none. */
export async function deleteSidersDesignRow(db: Db, id: string): Promise<SidersDesignRow | null> {
  const [row] = await db.delete(sidersDesigns).where(eq(sidersDesigns.id, id)).returning();
  return row ?? null;
}

export async function countSidersDesigns(db: Db): Promise<number> {
  return db.$count(sidersDesigns);
}

/**
 * The siders designs of one type whose zoom image path is among `paths` (what a booking stores as its
 * chosen siders designs). A path that is missing from the answer is not a design of that type.
 */
export async function findSidersDesignsByImagePaths(
  db: Db,
  sidersType: string,
  paths: readonly string[],
): Promise<SidersDesignRow[]> {
  if (paths.length === 0 || !isOneOf(SIDERS_TYPES, sidersType)) return [];
  return db
    .select()
    .from(sidersDesigns)
    .where(and(eq(sidersDesigns.sidersType, sidersType), inArray(sidersDesigns.imagePath, [...paths])));
}
