import { eq, sql } from 'drizzle-orm';
import { defaultAvailability, type ArtistAvailability } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { artists } from './artists.schema';
import { artistAvailability, artistRosterVersion } from './availability.schema';

type AvailabilityRow = typeof artistAvailability.$inferSelect;

/** The API record: what the artist saved, else their application's answers (defaultAvailability). */
export function toAvailability(
  row: Pick<AvailabilityRow, 'weekly' | 'daysOff' | 'maxJobsPerDay'> | null,
  applicationTimeRange: string,
): ArtistAvailability {
  if (!row) return defaultAvailability(applicationTimeRange);
  return { weekly: row.weekly, daysOff: row.daysOff, maxJobsPerDay: row.maxJobsPerDay };
}

/** The artist's availability (saved or by default), or null when there is no such artist. */
export async function readAvailability(db: Db, artistId: string): Promise<ArtistAvailability | null> {
  const [found] = await db
    .select({ timeRange: artists.availabilityTimeRange, saved: artistAvailability })
    .from(artists)
    .leftJoin(artistAvailability, eq(artistAvailability.artistId, artists.id))
    .where(eq(artists.id, artistId))
    .limit(1);
  return found ? toAvailability(found.saved, found.timeRange) : null;
}

/** Replaces the artist's availability; call with the artist's row locked, so it cannot vanish meanwhile. */
export async function saveAvailability(db: Db, artistId: string, value: ArtistAvailability): Promise<void> {
  const values = { ...value, updatedAt: new Date() };
  await db
    .insert(artistAvailability)
    .values({ artistId, ...values })
    .onConflictDoUpdate({ target: artistAvailability.artistId, set: values });
}

/** An approved artist as the places count them (bookings' places.ts WorkingArtist). */
export interface ApprovedArtistWeek {
  id: string;
  varieties: string[];
  availability: ArtistAvailability;
}

/** Every approved artist with their availability, in one query. */
export async function approvedArtistWeeks(db: Db): Promise<ApprovedArtistWeek[]> {
  const rows = await db
    .select({
      id: artists.id,
      varieties: artists.mehendiVarieties,
      timeRange: artists.availabilityTimeRange,
      saved: artistAvailability,
    })
    .from(artists)
    .leftJoin(artistAvailability, eq(artistAvailability.artistId, artists.id))
    .where(eq(artists.status, 'approved'));
  return rows.map((row) => ({
    id: row.id,
    varieties: row.varieties,
    availability: toAvailability(row.saved, row.timeRange),
  }));
}

/** An approved artist as the console's candidates rank them: their week, and their pincode and name. */
export interface RankedArtist extends ApprovedArtistWeek {
  fullName: string;
  pincode: string;
}

// The roster each database was last read at, by its version (artist_roster_version): a database object
// per process, so tests' several apps each keep their own.
const rosters = new WeakMap<Db, { version: number; artists: readonly RankedArtist[] }>();

/**
 * Every approved artist as the candidates rank them, in name order. Read again only when the roster's
 * version has moved (a trigger bumps it with every change to artists or their weeks, in the same
 * transaction), so a candidates list costs one read of one row, not 5,000 artists' weeks decoded
 * (docs/speed.md#the-consoles-candidates). A fresh read is one row of JSON built by the database with the
 * version it goes with, in one statement: with 5,000 artists, decoding one text is several times faster
 * than 5,000 rows of columns (PGlite most of all), and the designs and other columns are never read.
 */
export async function approvedArtistsRanked(db: Db): Promise<readonly RankedArtist[]> {
  const kept = rosters.get(db);
  if (kept) {
    const [current] = await db.select({ version: artistRosterVersion.version }).from(artistRosterVersion);
    if (current?.version === kept.version) return kept.artists;
  }
  const [found] = await db
    .select({
      version: sql<string>`(select ${artistRosterVersion.version} from ${artistRosterVersion})`,
      list: sql<string>`coalesce(json_agg(json_build_array(${artists.id}, ${artists.fullName}, ${artists.pincode},
        ${artists.mehendiVarieties}, ${artists.availabilityTimeRange}, ${artistAvailability.weekly},
        ${artistAvailability.daysOff}, ${artistAvailability.maxJobsPerDay})), '[]')::text`,
    })
    .from(artists)
    .leftJoin(artistAvailability, eq(artistAvailability.artistId, artists.id))
    .where(eq(artists.status, 'approved'));
  type Row = [
    string,
    string,
    string,
    string[],
    string,
    AvailabilityRow['weekly'] | null,
    AvailabilityRow['daysOff'] | null,
    number | null,
  ];
  const roster = (JSON.parse(found?.list ?? '[]') as Row[]).map(
    ([id, fullName, pincode, varieties, timeRange, weekly, daysOff, maxJobsPerDay]) => ({
      id,
      fullName,
      pincode,
      varieties,
      // No saved week (the join found none): the application's answers.
      availability: toAvailability(
        weekly ? { weekly, daysOff: daysOff ?? [], maxJobsPerDay: maxJobsPerDay ?? 1 } : null,
        timeRange,
      ),
    }),
  );
  // In name order, once per roster: the candidates' ranking sorts stably, so names break its ties free.
  roster.sort((a, b) => a.fullName.localeCompare(b.fullName));
  if (found?.version != null) rosters.set(db, { version: Number(found.version), artists: roster });
  return roster;
}
