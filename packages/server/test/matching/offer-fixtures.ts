// Offers to artists in tests: the texts written to the outbox and the one-tap secrets in them.
import { asc, eq } from 'drizzle-orm';
import type { Artist } from '@mehendi/shared';
import { smsOutbox } from '../../src/modules/sms-outbox/sms-outbox.schema';
import { createSession } from '../../src/auth/sessions.repository';
import type { TestApp } from '../helpers/test-app';

export interface QueuedText {
  template: string;
  toPhone: string;
  body: string;
}

/** The texts a booking caused, in the order they were written. */
export async function textsOf(t: TestApp, bookingId: string): Promise<QueuedText[]> {
  return t.app.db
    .select({ template: smsOutbox.template, toPhone: smsOutbox.toPhone, body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.bookingId, bookingId))
    .orderBy(asc(smsOutbox.createdAt), asc(smsOutbox.id));
}

/** The one-tap secret in the latest offer texted to `artist` about the booking. */
export async function offerTokenOf(t: TestApp, bookingId: string, artist: Artist): Promise<string> {
  const offers = (await textsOf(t, bookingId)).filter(
    (text) => text.template === 'artistOffer' && text.toPhone === artist.phone,
  );
  const link = /\/o\/([A-Za-z0-9_-]{22})\b/.exec(offers.at(-1)?.body ?? '');
  if (!link) throw new Error(`no offer texted to ${artist.fullName}`);
  return link[1]!;
}

/** The bearer header of a session of the artist's verified phone. */
export async function artistAuth(t: TestApp, artist: Artist): Promise<string> {
  return `Bearer ${await createSession(t.app.db, { role: 'artist', phone: artist.phone })}`;
}
