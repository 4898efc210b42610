import { deleteFiles, imageKeysOf, newPublicId } from '../../images/stored-image';
import type { Storage } from '../../storage/storage';

const SNAPSHOT_FOLDER = 'bookings';

export interface Snapshot {
  /** Served paths of the copies, in the order of the source keys. */
  paths: string[];
  /** Storage keys of the copies, removed with the booking. */
  keys: string[];
}

async function copyOne(storage: Storage, sourceKey: string, key: string): Promise<boolean> {
  if (storage.copy) return storage.copy(sourceKey, key);
  const bytes = await storage.get(sourceKey);
  if (!bytes) return false;
  await storage.put(key, bytes, 'image/webp');
  return true;
}

/**
 * Copies the chosen catalogue images to files the booking owns, so deleting a design (row and files)
 * never changes what a booking shows. Null when a source file is gone (its design is being deleted);
 * then nothing is left behind.
 */
export async function copyToSnapshot(
  storage: Storage,
  sourceKeys: readonly string[],
): Promise<Snapshot | null> {
  const snapshot: Snapshot = { paths: [], keys: [] };
  try {
    for (const sourceKey of sourceKeys) {
      const [key] = imageKeysOf(newPublicId(SNAPSHOT_FOLDER));
      if (!(await copyOne(storage, sourceKey, key))) {
        await deleteFiles(storage, snapshot.keys);
        return null;
      }
      snapshot.keys.push(key);
      snapshot.paths.push(storage.url(key));
    }
  } catch (error) {
    await deleteFiles(storage, snapshot.keys).catch(() => undefined);
    throw error;
  }
  return snapshot;
}
