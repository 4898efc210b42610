import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGES,
  type Artist,
  type ArtistApplication,
  type Notification,
  type NotificationSubject,
} from '@mehendi/shared';
import type { OwnerAlerts } from '../../config';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import { deleteFiles, deleteFilesQuietly, storeImage } from '../../images/stored-image';
import type { Storage } from '../../storage/storage';
import { ARTIST_APPLICATION_LIMITS } from '../../limits';
import { aboutArtist, upsertUnreadNotification, type Notifier } from '../notifications';
import { enqueueTexts } from '../sms-outbox';
import { enqueuePush, ownerPush } from '../push';
import { ownerApplicationAlerts, ownerApplicationBody, reviewText } from './artist-texts';
import type { BookingRow } from '../bookings/bookings.schema';
import type { StoredArtistDesign } from './artists.schema';
import {
  countApplicationsSince,
  deleteArtist,
  lockApplicationsOf,
  lockArtist,
  recordApplication,
  reviewArtist,
  saveApplication,
  toArtist,
  type ArtistRow,
} from './artists.repository';
import type { DesignPhoto } from './artists.upload';

const ARTISTS_FOLDER = 'artists';

export interface ArtistDeps {
  db: Db;
  storage: Storage;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Woken after a commit that queued texts; null when this process sends none. */
  smsOutbox: { wake(): void } | null;
  config: { ownerAlerts: OwnerAlerts };
  /** Told after every change here: an artist approved, no longer approved or gone moves places. */
  places: { changed(): Promise<void> };
  leaving: ArtistLeaving;
}

/**
 * What an artist's leaving (not approved, sent again for review, deleted) does to their work, in the same
 * transaction: their confirmed jobs go back to be assigned, and their calendar address ends. Bookings and
 * visits do both; they sit above artists, so app.ts hands them in (docs/decisions.md).
 */
export interface ArtistLeaving {
  handBackJobs(tx: Db, artist: ArtistRow, note: string): Promise<HandedBack>;
  endCalendarFeed(tx: Db, artistId: string): Promise<void>;
}

/** The jobs an artist handed back. */
export interface HandedBack {
  bookings: BookingRow[];
  /** One per booking, stored; publish them after the commit. */
  notifications: Notification[];
  /** Whether texts were queued (wake the outbox after the commit). */
  textsQueued: boolean;
}

/**
 * Why an artist's confirmed jobs went back to be assigned, as each booking's history says it: the artist
 * is no longer approved (docs/decisions.md §17).
 */
const handBackNote = {
  rejected: (artist: ArtistRow) =>
    `${artist.fullName} was not approved${artist.reviewNote ? `: ${artist.reviewNote}` : ''}`,
  reapplied: (artist: ArtistRow) => `${artist.fullName} sent the application again; it waits for review`,
  deleted: (artist: ArtistRow) => `${artist.fullName} was deleted`,
};

/**
 * After the commit: the places follow, admins hear of each handed-back booking, and the outbox sends the
 * texts at once (`textsQueued`: the change queued texts of its own).
 */
async function announce(
  deps: Pick<ArtistDeps, 'notifier' | 'smsOutbox' | 'places'>,
  handed: HandedBack | null,
  textsQueued: boolean,
): Promise<void> {
  await deps.places.changed();
  for (const notification of handed?.notifications ?? []) deps.notifier.publish(notification);
  if (textsQueued || handed?.textsQueued) deps.smsOutbox?.wake();
}

/** What admins are told; no phone numbers. */
export function applicationNotificationSubject(name: string, replaced: boolean): NotificationSubject {
  return { kind: replaced ? 'updatedArtist' : 'newArtist', name };
}

async function storePhotos(storage: Storage, photos: readonly DesignPhoto[]): Promise<StoredArtistDesign[]> {
  const stored: StoredArtistDesign[] = [];
  try {
    for (const photo of photos) {
      const image = await storeImage(storage, ARTISTS_FOLDER, photo.image);
      stored.push({
        filename: image.imagePath,
        originalname: photo.originalname,
        keys: [image.imageKey, image.thumbKey],
      });
    }
  } catch (error) {
    await deleteFiles(
      storage,
      stored.flatMap((design) => design.keys),
    ).catch(() => undefined);
    throw error;
  }
  return stored;
}

function deleteDesignFiles(deps: Pick<ArtistDeps, 'storage' | 'log'>, designs: StoredArtistDesign[]) {
  const keys = designs.flatMap((design) => design.keys);
  return deleteFilesQuietly(deps.storage, deps.log, keys, 'an artist application');
}

/** Thrown inside the transaction to roll it back when the phone has sent its applications for the day. */
class ApplicationLimitReached extends Error {}

/** True when this phone has sent its applications for the day; checked again under a lock on submit. */
export async function applicationLimitReached(deps: { db: Db }, phone: string): Promise<boolean> {
  const { db } = deps;
  const { max, windowMs } = ARTIST_APPLICATION_LIMITS.perPhone;
  return (await countApplicationsSince(db, phone, new Date(Date.now() - windowMs))) >= max;
}

/**
 * Stores the application of the verified `phone`, replacing that phone's previous one (its files are
 * removed after the commit). The photos are written first and removed again if the database refuses;
 * the application and its notification are committed together, and admins are told after the commit.
 */
export async function submitApplication(
  deps: ArtistDeps,
  phone: string,
  application: ArtistApplication,
  photos: readonly DesignPhoto[],
): Promise<Outcome<Artist>> {
  const uploadedDesigns = await storePhotos(deps.storage, photos);
  const { availability, ...fields } = application;
  let committed;
  try {
    committed = await deps.db.transaction(async (tx) => {
      await lockApplicationsOf(tx, phone);
      if (await applicationLimitReached({ db: tx }, phone)) throw new ApplicationLimitReached();
      await recordApplication(tx, phone);
      const saved = await saveApplication(tx, phone, {
        ...fields,
        availabilityTimeRange: availability.timeRange,
        uploadedDesigns,
      });
      // Sent again, the application waits for a new review, so an approved artist's jobs go back.
      const handed = await deps.leaving.handBackJobs(tx, saved.row, handBackNote.reapplied(saved.row));
      // So does their calendar address (docs/bookings.md#calendar-subscriptions); they may ask for a new one.
      await deps.leaving.endCalendarFeed(tx, saved.row.id);
      const subject = applicationNotificationSubject(application.fullName, saved.replacedDesigns !== null);
      const notification = await upsertUnreadNotification(tx, subject, aboutArtist(saved.row.id));
      const alerts = ownerApplicationAlerts(saved.row, deps.config.ownerAlerts);
      await enqueueTexts(tx, alerts);
      const { language } = deps.config.ownerAlerts;
      const body = ownerApplicationBody(saved.row, language);
      await enqueuePush(
        tx,
        'admins',
        ownerPush('ownerArtistApplication', language, body, { artistId: saved.row.id }),
      );
      return { ...saved, notification, handed, textsQueued: alerts.length > 0 };
    });
  } catch (error) {
    await deleteFiles(
      deps.storage,
      uploadedDesigns.flatMap((design) => design.keys),
    ).catch(() => undefined);
    // Over the per-phone daily limit (docs/rules-and-messages.md).
    if (error instanceof ApplicationLimitReached) return refuse(429, MESSAGES.tooManyRequests);
    throw error;
  }
  if (committed.replacedDesigns) await deleteDesignFiles(deps, committed.replacedDesigns);
  deps.notifier.publish(committed.notification);
  await announce(deps, committed.handed, committed.textsQueued);
  return success(toArtist(committed.row));
}

/**
 * Records the review (docs/rules-and-messages.md); an artist who is not approved hands their confirmed
 * jobs back in the same transaction. The artist is texted the outcome, with the note, when it changes
 * their status or note (a review repeated as it was sends nothing). 404 when there is no such application.
 */
export async function reviewApplication(
  deps: Pick<ArtistDeps, 'db' | 'notifier' | 'smsOutbox' | 'places' | 'leaving'>,
  id: string,
  review: { status: 'approved' | 'rejected'; note: string | null },
): Promise<Outcome<Artist>> {
  const done = await deps.db.transaction(async (tx) => {
    const before = await lockArtist(tx, id, 'no key update');
    if (!before) return null;
    const row = await reviewArtist(tx, id, review);
    if (!row) throw new Error('artist vanished under its row lock');
    const handed =
      row.status === 'approved' ? null : await deps.leaving.handBackJobs(tx, row, handBackNote.rejected(row));
    // A rejected artist's calendar address ends: approving again does not bring it back.
    if (row.status !== 'approved') await deps.leaving.endCalendarFeed(tx, row.id);
    const changed = before.status !== row.status || before.reviewNote !== row.reviewNote;
    if (changed) await enqueueTexts(tx, [reviewText(row)]);
    return { row, handed, textsQueued: changed };
  });
  if (!done) return refuse(404, MESSAGES.notFound);
  await announce(deps, done.handed, done.textsQueued);
  return success(toArtist(done.row));
}

/**
 * Hands the artist's confirmed jobs back and deletes the application in one transaction, then its files;
 * 404 when there is no such application.
 */
export async function removeArtist(
  deps: Pick<ArtistDeps, 'db' | 'storage' | 'log' | 'notifier' | 'smsOutbox' | 'places' | 'leaving'>,
  id: string,
): Promise<Outcome> {
  const done = await deps.db.transaction(async (tx) => {
    const row = await lockArtist(tx, id);
    if (!row) return null;
    const handed = await deps.leaving.handBackJobs(tx, row, handBackNote.deleted(row));
    // The calendar address goes with the row (calendar_feeds cascades on delete).
    await deleteArtist(tx, id);
    return { row, handed };
  });
  if (!done) return refuse(404, MESSAGES.notFound);
  await announce(deps, done.handed, false);
  await deleteDesignFiles(deps, done.row.uploadedDesigns);
  return success();
}
