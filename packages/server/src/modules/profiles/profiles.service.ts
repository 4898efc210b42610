import { eq } from 'drizzle-orm';
import { MESSAGES, profileSlug, type MyProfile } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import { artists, findArtistByPhone } from '../artists';

/** The switch as My work shows it; null when this phone has sent no application. */
export async function myProfile(db: Db, phone: string): Promise<MyProfile | null> {
  const artist = await findArtistByPhone(db, phone);
  return artist ? { public: artist.profilePublic, slug: artist.profileSlug } : null;
}

/**
 * The artist switches the profile on or off. Only an approved artist may switch it on (409 otherwise); the
 * slug is made the first time and kept, so a link shared once keeps working when it is switched on again.
 */
export async function switchOwnProfile(
  db: Db,
  phone: string,
  shown: boolean,
): Promise<Outcome<MyProfile & { message: string }>> {
  const artist = await findArtistByPhone(db, phone);
  if (!artist) return refuse(404, MESSAGES.notFound);
  if (shown && artist.status !== 'approved') return refuse(409, MESSAGES.profileNotApproved);
  const slug = artist.profileSlug ?? profileSlug(artist.fullName, artist.id);
  await db.update(artists).set({ profilePublic: shown, profileSlug: slug }).where(eq(artists.id, artist.id));
  return success({
    public: shown,
    slug,
    message: shown ? MESSAGES.profileShown : MESSAGES.profileHidden,
  });
}

/** An admin takes a profile down (only off: showing it is the artist's choice). */
export async function hideProfile(db: Db, artistId: string): Promise<Outcome> {
  const rows = await db
    .update(artists)
    .set({ profilePublic: false })
    .where(eq(artists.id, artistId))
    .returning({ id: artists.id });
  return rows.length === 0 ? refuse(404, MESSAGES.notFound) : success();
}
