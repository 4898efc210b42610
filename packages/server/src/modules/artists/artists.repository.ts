import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Artist, ArtistListQuery } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { countSince } from '../../db/count-since';
import { listFilter, readWindow } from '../../db/list-filter';
import { inBatches, keyValues, orderOf, type SortKey } from '../../db/keyset';
import { artistSubmissions, artists, type StoredArtistDesign } from './artists.schema';
import type { PageWindow } from '../../http/paging';
import { lockUntilCommit } from '../../db/transaction-lock';

// The admin list's filter (docs/api.md#lists-and-pages): `q` searches the name and the phone numbers.
const ARTIST_LIST_FILTER = {
  id: artists.id,
  status: artists.status,
  search: [artists.fullName],
  phones: [artists.whatsappNumber, artists.phone],
};

export type ArtistRow = typeof artists.$inferSelect;
export type ArtistValues = Omit<
  typeof artists.$inferInsert,
  'id' | 'phone' | 'createdAt' | 'updatedAt' | 'status' | 'reviewNote' | 'reviewedAt'
>;

/** The API record (docs/data.md); storage keys stay on the server. */
export function toArtist(row: ArtistRow): Artist {
  return {
    _id: row.id,
    fullName: row.fullName,
    whatsappNumber: row.whatsappNumber,
    address: row.address,
    pincode: row.pincode,
    jobTerm: row.jobTerm,
    mehendiVarieties: row.mehendiVarieties,
    availability: { timeRange: row.availabilityTimeRange },
    uploadedDesigns: row.uploadedDesigns.map(({ filename, originalname }) => ({ filename, originalname })),
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    language: row.language,
    // Shown only while approved (docs/api.md#artist-profiles), as the public list decides.
    publicProfile:
      row.profilePublic && row.status === 'approved' && row.profileSlug
        ? `/artists/${row.profileSlug}`
        : null,
  };
}

export interface SavedApplication {
  row: ArtistRow;
  /** The designs of the application this one replaced (their files are no longer referenced). */
  replacedDesigns: StoredArtistDesign[] | null;
}

/**
 * One application per verified phone: a new submission replaces the previous one in place (same _id and
 * createdAt). Call inside a transaction so the previous designs read here are the ones overwritten.
 */
export async function saveApplication(
  db: Db,
  phone: string,
  values: ArtistValues,
): Promise<SavedApplication> {
  const [previous] = await db
    .select({ uploadedDesigns: artists.uploadedDesigns })
    .from(artists)
    .where(eq(artists.phone, phone))
    .for('update');
  const [row] = await db
    .insert(artists)
    .values({ ...values, phone })
    .onConflictDoUpdate({
      target: artists.phone,
      // A re-submitted application waits for a new review (docs/rules-and-messages.md).
      set: { ...values, updatedAt: new Date(), status: 'pending', reviewNote: null, reviewedAt: null },
    })
    .returning();
  if (!row) throw new Error('upsert into artists returned no row');
  return { row, replacedDesigns: previous?.uploadedDesigns ?? null };
}

export async function findArtistByPhone(db: Db, phone: string): Promise<ArtistRow | null> {
  const [row] = await db.select().from(artists).where(eq(artists.phone, phone)).limit(1);
  return row ?? null;
}

/**
 * The application, locked until the transaction ends; null when there is none. 'no key update' for a
 * change that keeps the row: it lets an assignment naming the artist (a foreign key's share lock) go on.
 */
export async function lockArtist(
  tx: Db,
  id: string,
  strength: 'update' | 'no key update' = 'update',
): Promise<ArtistRow | null> {
  const [row] = await tx.select().from(artists).where(eq(artists.id, id)).for(strength);
  return row ?? null;
}

/** Deletes the application and returns what it was, or null when there was none. */
export async function deleteArtist(db: Db, id: string): Promise<ArtistRow | null> {
  const [row] = await db.delete(artists).where(eq(artists.id, id)).returning();
  return row ?? null;
}

/** One page of the filtered applications, newest first (all of them when `page` is null). */
export async function listArtistsPage(
  db: Db,
  query: ArtistListQuery,
  page: PageWindow,
): Promise<{ rows: ArtistRow[]; total: number }> {
  const where = listFilter(query, ARTIST_LIST_FILTER);
  const rows = db.select().from(artists).where(where).orderBy(desc(artists.createdAt), desc(artists.id));
  return readWindow(rows, page, db.select({ value: count() }).from(artists).where(where));
}

// The admin list's order, newest first, as keys for reading it in batches.
const NEWEST_FIRST: SortKey[] = [
  { expr: artists.createdAt, direction: 'desc', type: 'timestamptz' },
  { expr: artists.id, direction: 'desc', type: 'uuid' },
];

/** Every filtered application, newest first, read in batches one after another (keyset), for the export. */
export async function* streamArtists(
  db: Db,
  query: ArtistListQuery,
  batchSize = 500,
): AsyncGenerator<Artist[]> {
  const where = listFilter(query, ARTIST_LIST_FILTER);
  const batches = inBatches(
    NEWEST_FIRST,
    (after, limit) =>
      db
        .select({ ...getTableColumns(artists), ...keyValues(NEWEST_FIRST) })
        .from(artists)
        .where(and(where, after))
        .orderBy(...orderOf(NEWEST_FIRST))
        .limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield rows.map(toArtist);
}

/** Records the review; null when there is no such application. */
export async function reviewArtist(
  db: Db,
  id: string,
  review: { status: 'approved' | 'rejected'; note: string | null },
): Promise<ArtistRow | null> {
  const [row] = await db
    .update(artists)
    .set({ status: review.status, reviewNote: review.note, reviewedAt: new Date() })
    .where(eq(artists.id, id))
    .returning();
  return row ?? null;
}

// Advisory lock namespace (any constant, the same in every process): one lock per verified phone.
const APPLICATION_PHONE_LOCK = 724_31_011;

/** Serialises applications of one phone until the transaction ends, so the daily count is exact. */
export async function lockApplicationsOf(tx: Db, phone: string): Promise<void> {
  await lockUntilCommit(tx, APPLICATION_PHONE_LOCK, phone);
}

export async function countApplicationsSince(db: Db, phone: string, since: Date): Promise<number> {
  const ofPhone = eq(artistSubmissions.phone, phone);
  return countSince(db, artistSubmissions, ofPhone, artistSubmissions.createdAt, since);
}

export async function recordApplication(tx: Db, phone: string): Promise<void> {
  await tx.insert(artistSubmissions).values({ phone });
}

/** The console's candidates' artists by id, as shown (no designs): only the few listed, read once ranked. */
export async function candidateArtistsById(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, Omit<Artist, 'uploadedDesigns'>>> {
  if (ids.length === 0) return new Map();
  const { uploadedDesigns: _designs, ...columns } = getTableColumns(artists);
  const rows = await db
    .select(columns)
    .from(artists)
    .where(inArray(artists.id, [...ids]));
  return new Map(
    rows.map((row) => {
      const { uploadedDesigns: _none, ...artist } = toArtist({ ...row, uploadedDesigns: [] });
      return [row.id, artist];
    }),
  );
}
