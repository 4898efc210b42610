// The texts of offers to artists (docs/bookings.md#offers-to-artists): the job and its one-tap link to the
// artist, in their language; the owner asked when nobody took a booking.
import {
  bookingReference,
  formatTime,
  localityIn,
  localityOf,
  smsAmount,
  type Language,
} from '@mehendi/shared';
import type { OwnerAlerts } from '../../config';
import type { ArtistRow } from '../artists';
import { bookingText, estimateOf, type BookingRow } from '../bookings';
import type { OutgoingText } from '../sms-outbox';

/** The one-tap page of an offer: PUBLIC_URL's origin and the offer's secret. */
export function offerLink(origin: string, token: string): string {
  return `${origin}/o/${token}`;
}

/**
 * The offer to `artist`: variety, dates, slot, the area (locality and pincode, never the address), guests,
 * the estimate over the booked days, until when, and the link.
 */
export function artistOfferText(
  booking: BookingRow,
  artist: Pick<ArtistRow, 'phone' | 'language'>,
  offer: { link: string; expiresAt: Date },
): OutgoingText {
  const to = { recipient: 'artist' as const, phone: artist.phone, language: artist.language };
  const estimate = estimateOf(booking);
  return bookingText(booking, to, 'artistOffer', (language) => ({
    venue: booking.venuePincode ? localityIn(localityOf(booking.venuePincode), language) : '',
    pincode: booking.venuePincode ?? '',
    guests: String(booking.guestCount),
    amount: estimate ? smsAmount(estimate) : '',
    time: formatTime(offer.expiresAt, language),
    link: offer.link,
  }));
}

/** What the owner's text of a booking needing them says, in `language`: their push says the same. */
export function ownerNeedsArtistBody(booking: BookingRow, language: Language): string {
  const reference = bookingReference(booking.id);
  const to = { recipient: 'owner' as const, phone: '', language };
  return bookingText(booking, to, 'ownerNeedsArtist', () => ({ reference })).body;
}

/** The owner's numbers told that a booking needs them to choose its artist. */
export function ownerNeedsArtistTexts(booking: BookingRow, owner: OwnerAlerts): OutgoingText[] {
  const reference = bookingReference(booking.id);
  return owner.numbers.map((phone) =>
    bookingText(booking, { recipient: 'owner', phone, language: owner.language }, 'ownerNeedsArtist', () => ({
      reference,
    })),
  );
}
