import { and, desc, eq, inArray } from 'drizzle-orm';
import { BOOKING_VARIETIES, isOneOf, type BookingVariety } from '@mehendi/shared';
import type { Db } from '../../db/database';
import type { StoredImage } from '../../images/stored-image';
import { designs } from './designs.schema';

export type DesignRow = typeof designs.$inferSelect;

export async function insertDesign(
  db: Db,
  group: { variety: BookingVariety; priceRange: string },
  image: StoredImage,
): Promise<DesignRow> {
  const [row] = await db
    .insert(designs)
    .values({ ...group, ...image })
    .returning();
  if (!row) throw new Error('insert into designs returned no row');
  return row;
}

/** Newest first. */
export async function listDesigns(db: Db, variety: BookingVariety, priceRange: string): Promise<DesignRow[]> {
  return db
    .select()
    .from(designs)
    .where(and(eq(designs.variety, variety), eq(designs.priceRange, priceRange)))
    .orderBy(desc(designs.createdAt), desc(designs.id));
}

/** Deletes the design of that variety and returns it (for its files), or null when there is none. */
export async function deleteDesignRow(
  db: Db,
  variety: BookingVariety,
  id: string,
): Promise<DesignRow | null> {
  const [row] = await db
    .delete(designs)
    .where(and(eq(designs.id, id), eq(designs.variety, variety)))
    .returning();
  return row ?? null;
}

export async function countDesigns(db: Db): Promise<number> {
  return db.$count(designs);
}

/**
 * The designs of one variety and price range whose zoom image path is among `paths` (what a booking
 * stores as its chosen designs). A path that is missing from the answer is not in that group.
 */
export async function findDesignsByImagePaths(
  db: Db,
  variety: string,
  priceRange: string,
  paths: readonly string[],
): Promise<DesignRow[]> {
  if (paths.length === 0 || !isOneOf(BOOKING_VARIETIES, variety)) return [];
  return db
    .select()
    .from(designs)
    .where(
      and(
        eq(designs.variety, variety),
        eq(designs.priceRange, priceRange),
        inArray(designs.imagePath, [...paths]),
      ),
    );
}
