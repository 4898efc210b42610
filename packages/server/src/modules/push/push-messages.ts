// What each push says and where its notification leads (docs/messaging.md#push). The body is the text of
// the same step, already written in the recipient's language; the title is the kind's (PUSH_TITLES).
import { sql, type SQL } from 'drizzle-orm';
import {
  PUSH_TEXT_FAILED_BODY,
  PUSH_TITLES,
  bookingReference,
  normaliseLanguage,
  pushTopicOf,
  type Language,
  type PushKind,
} from '@mehendi/shared';
import type { OutgoingPush } from './push.repository';

/** How long a push service keeps a push that is not about an offer: a day, then it is stale news. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/** Not sent after a day, by the database's clock (a text's push is written where no clock is at hand). */
const aDayFromNow: SQL = sql`now() + interval '1 day'`;

/** My work at the booking's card: the artist's notification opens it. */
export function myWorkUrl(bookingId: string): string {
  return `/my-work#${bookingReference(bookingId)}`;
}

/** The console at one record: the owner's notification opens it. */
export function consoleUrl(about: { bookingId?: string | null; artistId?: string | null }): string {
  if (about.bookingId) return `/admin-dashboard?section=customers&record=${about.bookingId}`;
  if (about.artistId) return `/admin-dashboard?section=artists&record=${about.artistId}`;
  return '/admin-dashboard';
}

/** The artist's texts that also go by push, and the push's kind: a job confirmed, moved or cancelled. */
const ARTIST_TEXT_PUSHES: Partial<Record<string, PushKind>> = {
  artistJob: 'artistJob',
  artistJobAtVenue: 'artistJob',
  artistJobMoved: 'artistJobMoved',
  artistJobCancelled: 'artistJobCancelled',
};

/** The push of an artist's text about a job step, or null for a text that stays a text only. */
export function pushOfArtistText(text: {
  recipient: string;
  template: string;
  bookingId?: string;
  language: string;
  body: string;
}): OutgoingPush | null {
  const kind = ARTIST_TEXT_PUSHES[text.template];
  if (text.recipient !== 'artist' || !kind || !text.bookingId) return null;
  return {
    kind,
    bookingId: text.bookingId,
    payload: {
      title: PUSH_TITLES[normaliseLanguage(text.language)][kind],
      body: text.body,
      url: myWorkUrl(text.bookingId),
      tag: `booking-${text.bookingId}`,
    },
    ttlSeconds: PUSH_TTL_SECONDS,
    urgency: kind === 'artistJobCancelled' ? 'high' : 'normal',
    topic: pushTopicOf(text.bookingId),
    expiresAt: aDayFromNow,
  };
}

/**
 * An offer's push: urgent, kept by the push service only while the offer is open, and under the booking's
 * topic, so a newer push of the booking replaces it on a phone that was offline.
 */
export function offerPush(
  offer: { bookingId: string; expiresAt: Date },
  text: { language: string; body: string },
  now: Date,
): OutgoingPush {
  return {
    kind: 'artistOffer',
    bookingId: offer.bookingId,
    payload: {
      title: PUSH_TITLES[normaliseLanguage(text.language)].artistOffer,
      body: text.body,
      url: myWorkUrl(offer.bookingId),
      tag: `booking-${offer.bookingId}`,
    },
    ttlSeconds: Math.max(1, Math.floor((offer.expiresAt.getTime() - now.getTime()) / 1000)),
    urgency: 'high',
    topic: pushTopicOf(offer.bookingId),
    expiresAt: offer.expiresAt,
  };
}

/** A push to the owner (every admin's browser) about a booking or an application. */
export function ownerPush(
  kind: Extract<PushKind, `owner${string}`>,
  language: Language,
  body: string,
  about: { bookingId?: string | null; artistId?: string | null },
  /** A notification of its own (not replacing the booking's), and no topic at the push service. */
  own?: { tag: string },
): OutgoingPush {
  const tag = about.bookingId ? `booking-${about.bookingId}` : `artist-${about.artistId ?? 'none'}`;
  return {
    kind,
    ...(about.bookingId ? { bookingId: about.bookingId } : {}),
    payload: {
      title: PUSH_TITLES[language][kind],
      body,
      url: consoleUrl(about),
      tag: own?.tag ?? tag,
    },
    ttlSeconds: PUSH_TTL_SECONDS,
    urgency: kind === 'ownerNeedsArtist' ? 'high' : 'normal',
    ...(about.bookingId && !own ? { topic: pushTopicOf(about.bookingId) } : {}),
    expiresAt: aDayFromNow,
  };
}

/** The owner told that a text failed for good, with the booking it was about when there is one. */
export function textFailedPush(
  text: { bookingId: string | null; artistId: string | null },
  language: Language,
): OutgoingPush {
  const bodies = PUSH_TEXT_FAILED_BODY[language];
  const body = text.bookingId
    ? bodies.booking.replace('{reference}', bookingReference(text.bookingId))
    : bodies.other;
  return ownerPush('ownerTextFailed', language, body, text, {
    tag: `text-failed-${text.bookingId ?? text.artistId ?? 'none'}`,
  });
}
