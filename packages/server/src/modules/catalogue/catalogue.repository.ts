import { and, count, desc, eq } from 'drizzle-orm';
import type { Design, SidersDesign } from '@mehendi/shared';
import type { Db } from '../../db/database';
import type { StoredImage } from '../../images/stored-image';
import { designs, sidersDesigns } from './catalogue.schema';
import { scopeWhere, shelfWhere, TABLES, type Shelf, type ShelfKind, type ShelfScope } from './shelves';

export type DesignRow = typeof designs.$inferSelect;
export type SidersDesignRow = typeof sidersDesigns.$inferSelect;
export type CatalogueRow = DesignRow | SidersDesignRow;

/**
 * The API record of a catalogue row (docs/data.md): imagePath is the zoom size, thumbPath the grid size;
 * a siders design also names its type.
 */
export function toCatalogueRecord(row: CatalogueRow): Design | SidersDesign {
  const design: Design = {
    _id: row.id,
    imagePath: row.imagePath,
    publicId: row.publicId,
    thumbPath: row.thumbPath,
    width: row.width,
    height: row.height,
    thumbWidth: row.thumbWidth,
    thumbHeight: row.thumbHeight,
  };
  return 'sidersType' in row ? { ...design, sidersType: row.sidersType } : design;
}

export async function insertImage(db: Db, shelf: Shelf, image: StoredImage): Promise<CatalogueRow> {
  const [row] =
    shelf.kind === 'designs'
      ? await db
          .insert(designs)
          .values({ variety: shelf.variety, priceRange: shelf.priceRange, ...image })
          .returning()
      : await db
          .insert(sidersDesigns)
          .values({ sidersType: shelf.sidersType, ...image })
          .returning();
  if (!row) throw new Error(`insert into the ${shelf.kind} shelf returned no row`);
  return row;
}

/** One shelf group, newest first. */
export async function listShelf(db: Db, shelf: Shelf): Promise<CatalogueRow[]> {
  const table = TABLES[shelf.kind];
  return db.select().from(table).where(shelfWhere(shelf)).orderBy(desc(table.createdAt), desc(table.id));
}

/** Deletes the photo's row within `scope` and returns it (for its files), or null when there is none. */
export async function deleteImageRow(db: Db, scope: ShelfScope, id: string): Promise<CatalogueRow | null> {
  const table = TABLES[scope.kind];
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), scopeWhere(scope)))
    .returning();
  return row ?? null;
}

/** How many designs each variety and price range that has any holds. */
export async function countDesignsByGroup(
  db: Db,
): Promise<{ variety: string; priceRange: string; designs: number }[]> {
  return db
    .select({ variety: designs.variety, priceRange: designs.priceRange, designs: count() })
    .from(designs)
    .groupBy(designs.variety, designs.priceRange);
}

export async function countImages(db: Db, kind: ShelfKind): Promise<number> {
  return db.$count(TABLES[kind]);
}

/** The zoom image path of each photo of one shelf group, with its storage key (a booking's choice is checked on it). */
export async function imageKeysOnShelf(db: Db, shelf: Shelf): Promise<Map<string, string>> {
  const table = TABLES[shelf.kind];
  const rows = await db
    .select({ imagePath: table.imagePath, imageKey: table.imageKey })
    .from(table)
    .where(shelfWhere(shelf));
  return new Map(rows.map((row) => [row.imagePath, row.imageKey]));
}
