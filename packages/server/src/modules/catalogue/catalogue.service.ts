import type { FastifyBaseLogger } from 'fastify';
import type { BookingVariety, Design, SidersDesign, SidersType } from '@mehendi/shared';
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
import {
  deleteImageRow,
  findByImagePaths,
  insertImage,
  listShelf,
  type CatalogueRow,
} from './catalogue.repository';
import { FOLDERS, type Shelf, type ShelfScope } from './shelves';

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

/** One shelf group as the API lists it, newest first. */
export async function listRecords(db: Db, shelf: Shelf): Promise<(Design | SidersDesign)[]> {
  return (await listShelf(db, shelf)).map(toCatalogueRecord);
}

/**
 * Re-encodes and stores the photo, then records it. A refused photo throws ImageRejectedError before
 * anything is written; a failed insert removes the files again, so a refused upload stores nothing.
 */
export async function uploadImage(
  db: Db,
  storage: Storage,
  shelf: Shelf,
  photo: Buffer,
): Promise<CatalogueRow> {
  const processed = await processImage(photo);
  const stored = await storeImage(storage, FOLDERS[shelf.kind], processed);
  return recordStoredImage(storage, stored, () => insertImage(db, shelf, stored));
}

/**
 * Removes the row first, so no list shows a photo whose files are gone; then its files. `rowDeleted`
 * runs in between (the in-memory catalogue forgets the list there). False: no such photo in `scope`.
 */
export async function deleteImage(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  scope: ShelfScope,
  id: string,
  rowDeleted: () => Promise<void>,
): Promise<boolean> {
  const row = await deleteImageRow(deps.db, scope, id);
  if (!row) return false;
  await rowDeleted();
  await deleteFilesQuietly(
    deps.storage,
    deps.log,
    [row.imageKey, row.thumbKey],
    `a deleted ${scope.kind} photo`,
  );
  return true;
}

/**
 * POST /api/cloudinary-delete: removes both files of a catalogue photo by its public id. Removing files
 * that are already gone succeeds (the old client calls this before DELETE). False: not an id of ours.
 */
export async function deleteImageByPublicId(storage: Storage, publicId: string): Promise<boolean> {
  const folder = folderOfPublicId(publicId);
  if (!Object.values(FOLDERS).some((shelfFolder) => shelfFolder === folder)) return false;
  await deleteFiles(storage, imageKeysOf(publicId));
  return true;
}

/** What a booking chose from the catalogue (zoom image paths, as the lists give them). */
export interface CatalogueChoice {
  variety: BookingVariety;
  priceRange: string;
  designs: readonly string[];
  siders: { type: SidersType; designs: readonly string[] } | null;
}

export type ChosenFiles =
  | { ok: true; designKeys: string[]; sidersKeys: string[] }
  | { ok: false; field: 'selectedDesigns' | 'sidersDesigns' };

/** The storage keys of `paths` in their order, or null when one of them is not on the shelf group. */
async function keysOnShelf(db: Db, shelf: Shelf, paths: readonly string[]): Promise<string[] | null> {
  const rows = await findByImagePaths(db, shelf, paths);
  const keyByPath = new Map(rows.map((row) => [row.imagePath, row.imageKey]));
  const keys = paths.map((path) => keyByPath.get(path));
  return keys.every((key) => key !== undefined) ? keys : null;
}

/**
 * The one question a booking asks the catalogue: are these chosen photos in the chosen group, and which
 * files are they? Answers which choice names a photo that is not there.
 */
export async function chosenFiles(db: Db, choice: CatalogueChoice): Promise<ChosenFiles> {
  const designs = { kind: 'designs', variety: choice.variety, priceRange: choice.priceRange } as const;
  const designKeys = await keysOnShelf(db, designs, choice.designs);
  if (!designKeys) return { ok: false, field: 'selectedDesigns' };
  const sidersKeys = choice.siders
    ? await keysOnShelf(db, { kind: 'siders', sidersType: choice.siders.type }, choice.siders.designs)
    : [];
  if (!sidersKeys) return { ok: false, field: 'sidersDesigns' };
  return { ok: true, designKeys, sidersKeys };
}
