import type { FastifyBaseLogger } from 'fastify';
import type { BookingVariety, Design } from '@mehendi/shared';
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
import { deleteDesignRow, insertDesign, type DesignRow } from './designs.repository';

export const DESIGNS_FOLDER = 'designs';
export const SIDERS_FOLDER = 'siders';

/** The API record of a catalogue row (docs/data.md): imagePath is the zoom size, thumbPath the grid size. */
export function toDesign(row: Omit<DesignRow, 'variety' | 'priceRange'>): Design {
  return {
    _id: row.id,
    imagePath: row.imagePath,
    publicId: row.publicId,
    thumbPath: row.thumbPath,
    width: row.width,
    height: row.height,
    thumbWidth: row.thumbWidth,
    thumbHeight: row.thumbHeight,
  };
}

/**
 * Re-encodes and stores the photo, then records it. A refused photo throws ImageRejectedError before
 * anything is written; a failed insert removes the files again, so a refused upload stores nothing.
 */
export async function uploadDesign(
  db: Db,
  storage: Storage,
  group: { variety: BookingVariety; priceRange: string },
  photo: Buffer,
): Promise<DesignRow> {
  const processed = await processImage(photo);
  const stored = await storeImage(storage, DESIGNS_FOLDER, processed);
  return recordStoredImage(storage, stored, () => insertDesign(db, group, stored));
}

/** Removes the row first, so no list shows a design whose files are gone; then its files. */
export async function deleteDesign(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  variety: BookingVariety,
  id: string,
): Promise<boolean> {
  const row = await deleteDesignRow(db, variety, id);
  if (!row) return false;
  await deleteFilesQuietly(storage, log, [row.imageKey, row.thumbKey], 'a deleted design');
  return true;
}

/**
 * POST /api/cloudinary-delete: removes both files of a catalogue photo by its public id. Removing files
 * that are already gone succeeds (the old client calls this before DELETE). False: not an id of ours.
 */
export async function deleteImageByPublicId(storage: Storage, publicId: string): Promise<boolean> {
  const folder = folderOfPublicId(publicId);
  if (folder !== DESIGNS_FOLDER && folder !== SIDERS_FOLDER) return false;
  await deleteFiles(storage, imageKeysOf(publicId));
  return true;
}
