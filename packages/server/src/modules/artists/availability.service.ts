import { MESSAGES, type ArtistAvailability } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import { lockArtist } from './artists.repository';
import { readAvailability, saveAvailability } from './availability.repository';

/**
 * Saves when the artist works (docs/bookings.md#places-and-availability) and tells the places it moved;
 * 404 when there is no such artist.
 */
export async function changeAvailability(
  deps: { db: Db; places: { changed(): Promise<void> } },
  artistId: string,
  value: ArtistAvailability,
): Promise<Outcome<ArtistAvailability>> {
  const saved = await deps.db.transaction(async (tx) => {
    if (!(await lockArtist(tx, artistId))) return null;
    await saveAvailability(tx, artistId, value);
    return readAvailability(tx, artistId);
  });
  if (!saved) return refuse(404, MESSAGES.notFound);
  await deps.places.changed();
  return success(saved);
}
