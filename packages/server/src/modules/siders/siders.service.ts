import type { FastifyBaseLogger } from 'fastify';
import type { SidersDesign, SidersType } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { processImage } from '../../images/image-pipeline';
import { deleteFilesQuietly, recordStoredImage, storeImage } from '../../images/stored-image';
import type { Storage } from '../../storage/storage';
import { SIDERS_FOLDER, toDesign } from '../designs';
import { deleteSidersDesignRow, insertSidersDesign, type SidersDesignRow } from './siders.repository';

export function toSidersDesign(row: SidersDesignRow): SidersDesign {
  return { ...toDesign(row), sidersType: row.sidersType };
}

/** Same rules as a mehendi design: a refused or failed upload stores nothing. */
export async function uploadSidersDesign(
  db: Db,
  storage: Storage,
  sidersType: SidersType,
  photo: Buffer,
): Promise<SidersDesignRow> {
  const processed = await processImage(photo);
  const stored = await storeImage(storage, SIDERS_FOLDER, processed);
  return recordStoredImage(storage, stored, () => insertSidersDesign(db, sidersType, stored));
}

/** The row first, then its files (see deleteDesign). */
export async function deleteSidersDesign(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  id: string,
): Promise<boolean> {
  const row = await deleteSidersDesignRow(db, id);
  if (!row) return false;
  await deleteFilesQuietly(storage, log, [row.imageKey, row.thumbKey], 'a deleted siders design');
  return true;
}
