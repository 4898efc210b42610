import { and, asc, eq } from 'drizzle-orm';
import {
  averageRating,
  firstNameOf,
  localityOf,
  type PublicProfile,
  type PublicProfileSummary,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from '../artists';
import { publishedReviewsOf, toPublicReview } from '../reviews';

// Only what a profile shows is read: the phone, surname and address never leave the table.
const profileColumns = {
  id: artists.id,
  fullName: artists.fullName,
  pincode: artists.pincode,
  varieties: artists.mehendiVarieties,
  designs: artists.uploadedDesigns,
  slug: artists.profileSlug,
};
const isShown = and(eq(artists.profilePublic, true), eq(artists.status, 'approved'));

type ProfileRow = {
  id: string;
  fullName: string;
  pincode: string;
  varieties: string[];
  designs: { filename: string }[];
  slug: string | null;
};

function summaryOf(row: ProfileRow, stars: number[]): PublicProfileSummary {
  return {
    slug: row.slug ?? '',
    firstName: firstNameOf(row.fullName),
    locality: localityOf(row.pincode),
    varieties: row.varieties,
    rating: averageRating(stars),
  };
}

/** Every shown profile, best rated first (then the most reviewed, then by name). */
export async function listPublicProfiles(db: Db): Promise<PublicProfileSummary[]> {
  const rows = await db.select(profileColumns).from(artists).where(isShown).orderBy(asc(artists.fullName));
  const reviewed = await publishedReviewsOf(
    db,
    rows.map((row) => row.id),
  );
  const starsOf = new Map<string, number[]>();
  for (const { review } of reviewed) {
    if (!review.artistId) continue;
    starsOf.set(review.artistId, [...(starsOf.get(review.artistId) ?? []), review.stars]);
  }
  return rows
    .map((row) => summaryOf(row, starsOf.get(row.id) ?? []))
    .sort((a, b) => (b.rating.average ?? 0) - (a.rating.average ?? 0) || b.rating.count - a.rating.count);
}

/** A shown profile with its published reviews, newest first; null for an unknown or hidden slug. */
export async function findPublicProfile(db: Db, slug: string): Promise<PublicProfile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(artists)
    .where(and(isShown, eq(artists.profileSlug, slug)))
    .limit(1);
  if (!row) return null;
  const reviewed = await publishedReviewsOf(db, [row.id]);
  return {
    ...summaryOf(
      row,
      reviewed.map(({ review }) => review.stars),
    ),
    id: row.id,
    reviews: reviewed.map(({ review, selectedDates }) => toPublicReview(review, { selectedDates })),
    designs: row.designs.map((design) => design.filename),
  };
}
