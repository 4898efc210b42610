import { and, eq, type SQL } from 'drizzle-orm';
import type { BookingVariety, CatalogueShelf } from '@mehendi/shared';
import { designs, sidersDesigns } from './catalogue.schema';

/**
 * Where a catalogue photo sits (CatalogueShelf in packages/shared). This file is the one place on the
 * server that knows how the two shelves differ; everything else in the module works on any shelf.
 */
export type Shelf = CatalogueShelf;

export type ShelfKind = Shelf['kind'];

/** What a delete may match: a mehendi design only within its variety (its path in docs/api.md names one). */
export type ShelfScope = { kind: 'designs'; variety: BookingVariety } | { kind: 'siders' };

export type CatalogueTable = typeof designs | typeof sidersDesigns;

export const TABLES = { designs, siders: sidersDesigns } as const satisfies Record<ShelfKind, CatalogueTable>;

/** The storage folder of each shelf's photos (the first part of their public ids). */
export const FOLDERS = { designs: 'designs', siders: 'siders' } as const satisfies Record<ShelfKind, string>;

/** The rows of one shelf group. */
export function shelfWhere(shelf: Shelf): SQL | undefined {
  return shelf.kind === 'designs'
    ? and(eq(designs.variety, shelf.variety), eq(designs.priceRange, shelf.priceRange))
    : eq(sidersDesigns.sidersType, shelf.sidersType);
}

export function scopeWhere(scope: ShelfScope): SQL | undefined {
  return scope.kind === 'designs' ? eq(designs.variety, scope.variety) : undefined;
}

/**
 * The key of a shelf group's list in the in-memory catalogue: the list's path under /api (decoded), so a
 * request's path finds its list without routing (list-from-memory.ts).
 */
export function shelfKey(shelf: Shelf): string {
  return shelf.kind === 'designs'
    ? `designs/${shelf.variety}/${shelf.priceRange}`
    : `siders-designs/${shelf.sidersType}`;
}
