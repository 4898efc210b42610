import type { FastifyBaseLogger } from 'fastify';
import {
  BOOKING_VARIETIES,
  MESSAGES,
  PRICE_RANGES_BY_VARIETY,
  type BookingVariety,
  type Design,
  type DesignCount,
  type SidersDesign,
  type SidersType,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { processImage } from '../../images/image-pipeline';
import {
  deleteFiles,
  deleteFilesQuietly,
  folderOfPublicId,
  imageKeysOf,
  recordStoredImage,
  storeImage,
} from '../../images/stored-image';
import type { Storage } from '../../storage/storage';
import { refuse, success, type Outcome } from '../../http/outcome';
import {
  countDesignsByGroup,
  deleteImageRow,
  imageKeysOnShelf,
  insertImage,
  listShelf,
  toCatalogueRecord,
  type CatalogueRow,
} from './catalogue.repository';
import type { Catalogue } from './in-memory/catalogue.plugin';
import { FOLDERS, shelfKey, type Shelf, type ShelfScope } from './shelves';

/** One shelf group as the API lists it, newest first. */
export async function listRecords(deps: { db: Db }, shelf: Shelf): Promise<(Design | SidersDesign)[]> {
  return (await listShelf(deps.db, shelf)).map(toCatalogueRecord);
}

/**
 * Every price range of every variety with its number of designs, in the catalogue's order; a range
 * without designs counts 0 (designs of a range no longer offered are left out).
 */
export async function readDesignCounts(deps: { db: Db }): Promise<DesignCount[]> {
  const counted = await countDesignsByGroup(deps.db);
  return BOOKING_VARIETIES.flatMap((variety) =>
    PRICE_RANGES_BY_VARIETY[variety].map((priceRange) => ({
      variety,
      priceRange,
      designs:
        counted.find((group) => group.variety === variety && group.priceRange === priceRange)?.designs ?? 0,
    })),
  );
}

/** The in-memory key of the design counts: their path under /api, like a list's (shelfKey). */
export const DESIGN_COUNTS_KEY = 'design-counts';

/** The design counts from the in-memory catalogue (read from the database once per catalogue change). */
export async function designCounts(deps: { db: Db; catalogue: Catalogue }): Promise<DesignCount[]> {
  const answer = await deps.catalogue.answer(DESIGN_COUNTS_KEY, () => readDesignCounts(deps));
  return answer.value as DesignCount[];
}

/**
 * Re-encodes and stores the photo, then records it. A refused photo throws ImageRejectedError before
 * anything is written; a failed insert removes the files again, so a refused upload stores nothing.
 */
export async function uploadImage(
  deps: { db: Db; storage: Storage },
  shelf: Shelf,
  photo: Buffer,
): Promise<CatalogueRow> {
  const processed = await processImage(photo);
  const stored = await storeImage(deps.storage, FOLDERS[shelf.kind], processed);
  return recordStoredImage(deps.storage, stored, () => insertImage(deps.db, shelf, stored));
}

/**
 * Removes the row first, so no list shows a photo whose files are gone; then its files. `rowDeleted`
 * runs in between (the in-memory catalogue forgets the list there). 404: no such photo in `scope`.
 */
export async function deleteImage(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  scope: ShelfScope,
  id: string,
  rowDeleted: () => Promise<void>,
): Promise<Outcome> {
  const row = await deleteImageRow(deps.db, scope, id);
  if (!row) return refuse(404, MESSAGES.notFound);
  await rowDeleted();
  await deleteFilesQuietly(
    deps.storage,
    deps.log,
    [row.imageKey, row.thumbKey],
    `a deleted ${scope.kind} photo`,
  );
  return success();
}

/**
 * POST /api/cloudinary-delete: removes both files of a catalogue photo by its public id. Removing files
 * that are already gone succeeds (the old client calls this before DELETE). 400: not an id of ours.
 */
export async function deleteImageByPublicId(deps: { storage: Storage }, publicId: string): Promise<Outcome> {
  const folder = folderOfPublicId(publicId);
  if (!Object.values(FOLDERS).some((shelfFolder) => shelfFolder === folder))
    return refuse(400, MESSAGES.notFound, { field: 'publicId' });
  await deleteFiles(deps.storage, imageKeysOf(publicId));
  return success();
}

/** What a booking chose from the catalogue (zoom image paths, as the lists give them). */
export interface CatalogueChoice {
  variety: BookingVariety;
  priceRange: string;
  designs: readonly string[];
  siders: { type: SidersType; designs: readonly string[] } | null;
}

/** The storage keys of the chosen photos, or a 400 naming the choice with a photo that is not there. */
export type ChosenFiles = Outcome<{ designKeys: string[]; sidersKeys: string[] }>;

type CatalogueDeps = { db: Db; catalogue: Pick<Catalogue, 'remember'> };

/**
 * The storage keys of `paths` in their order, or null when one of them is not on the shelf group. The
 * group's files are read once per catalogue change, like its list: a booking asks no statement of its own
 * (docs/speed.md#eighth-pass-the-designs-from-memory-issue-48).
 */
async function keysOnShelf(
  deps: CatalogueDeps,
  shelf: Shelf,
  paths: readonly string[],
): Promise<string[] | null> {
  if (paths.length === 0) return [];
  const keyByPath = await deps.catalogue.remember(`image keys of ${shelfKey(shelf)}`, () =>
    imageKeysOnShelf(deps.db, shelf),
  );
  const keys = paths.map((path) => keyByPath.get(path));
  return keys.every((key) => key !== undefined) ? keys : null;
}

/** The one question a booking asks the catalogue: are these chosen photos in the chosen group, and which files are they? */
export async function chosenFiles(deps: CatalogueDeps, choice: CatalogueChoice): Promise<ChosenFiles> {
  const designs = { kind: 'designs', variety: choice.variety, priceRange: choice.priceRange } as const;
  const designKeys = await keysOnShelf(deps, designs, choice.designs);
  if (!designKeys) return refuse(400, MESSAGES.designNotInCatalogue, { field: 'selectedDesigns' });
  const sidersKeys = choice.siders
    ? await keysOnShelf(deps, { kind: 'siders', sidersType: choice.siders.type }, choice.siders.designs)
    : [];
  if (!sidersKeys) return refuse(400, MESSAGES.designNotInCatalogue, { field: 'sidersDesigns' });
  return success({ designKeys, sidersKeys });
}
