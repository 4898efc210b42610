import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../storage/storage';
import type { ProcessedImage } from './image-pipeline';

/** Where a photo is kept and how it is shown: the columns every image-bearing record stores. */
export interface StoredImage {
  /** Names both files; the id the old client sends to POST /api/cloudinary-delete. */
  publicId: string;
  imageKey: string;
  imagePath: string;
  thumbKey: string;
  thumbPath: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

// '<folder>/<22 random base64url characters>': 128 random bits, so names are never guessed or reused.
const PUBLIC_ID_PATTERN = /^([a-z][a-z-]*)\/([A-Za-z0-9_-]{22})$/;

export function newPublicId(folder: string): string {
  const publicId = `${folder}/${randomBytes(16).toString('base64url')}`;
  if (!PUBLIC_ID_PATTERN.test(publicId)) throw new Error(`Invalid image folder: ${folder}`);
  return publicId;
}

/** The folder of a well-formed public id, or null for anything this server never generated. */
export function folderOfPublicId(publicId: string): string | null {
  return PUBLIC_ID_PATTERN.exec(publicId)?.[1] ?? null;
}

/** Storage keys of both sizes of a photo: the zoom image and the grid image. */
export function imageKeysOf(publicId: string): [imageKey: string, thumbKey: string] {
  return [`${publicId}.webp`, `${publicId}-grid.webp`];
}

/** Stores both sizes under a new public id in `folder`; on failure nothing is left behind. */
export async function storeImage(
  storage: Storage,
  folder: string,
  image: ProcessedImage,
): Promise<StoredImage> {
  const publicId = newPublicId(folder);
  const [imageKey, thumbKey] = imageKeysOf(publicId);
  try {
    await storage.put(imageKey, image.zoom.data, 'image/webp');
    await storage.put(thumbKey, image.grid.data, 'image/webp');
  } catch (error) {
    await deleteFiles(storage, [imageKey, thumbKey]).catch(() => undefined);
    throw error;
  }
  return {
    publicId,
    imageKey,
    imagePath: storage.url(imageKey),
    thumbKey,
    thumbPath: storage.url(thumbKey),
    width: image.zoom.width,
    height: image.zoom.height,
    thumbWidth: image.grid.width,
    thumbHeight: image.grid.height,
  };
}

export async function deleteFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/** Records a stored photo with `insert`; when that fails, the photo's files are removed again. */
export async function recordStoredImage<T>(
  storage: Storage,
  image: StoredImage,
  insert: () => Promise<T>,
): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    await deleteFiles(storage, [image.imageKey, image.thumbKey]).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes the files of a record that is already deleted. A file that cannot be removed is logged and
 * left behind rather than failing a deletion that already happened.
 */
export async function deleteFilesQuietly(
  storage: Storage,
  log: FastifyBaseLogger,
  keys: readonly string[],
  of: string,
): Promise<void> {
  try {
    await deleteFiles(storage, keys);
  } catch (error) {
    log.error({ err: error, keys }, `could not remove the files of ${of}`);
  }
}
