import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type Artist, type ArtistApplication, type NotificationSubject } from '@mehendi/shared';
import type { Db } from '../../db/database';
import { refuse, success, type Outcome } from '../../http/outcome';
import { deleteFiles, deleteFilesQuietly, storeImage } from '../../images/stored-image';
import type { Storage } from '../../storage/storage';
import { ARTIST_APPLICATION_LIMITS } from '../../limits';
import { aboutArtist, upsertUnreadNotification, type Notifier } from '../notifications';
import type { StoredArtistDesign } from './artists.schema';
import {
  countApplicationsSince,
  deleteArtist,
  lockApplicationsOf,
  recordApplication,
  saveApplication,
  toArtist,
} from './artists.repository';
import type { DesignPhoto } from './artists.upload';

const ARTISTS_FOLDER = 'artists';

export interface ArtistDeps {
  db: Db;
  storage: Storage;
  notifier: Notifier;
  log: FastifyBaseLogger;
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
      const subject = applicationNotificationSubject(application.fullName, saved.replacedDesigns !== null);
      const notification = await upsertUnreadNotification(tx, subject, aboutArtist(saved.row.id));
      return { ...saved, notification };
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
  return success(toArtist(committed.row));
}

/** Deletes the application, then its files; 404 when there is no such application. */
export async function removeArtist(
  deps: Pick<ArtistDeps, 'db' | 'storage' | 'log'>,
  id: string,
): Promise<Outcome> {
  const row = await deleteArtist(deps.db, id);
  if (!row) return refuse(404, MESSAGES.notFound);
  await deleteDesignFiles(deps, row.uploadedDesigns);
  return success();
}
