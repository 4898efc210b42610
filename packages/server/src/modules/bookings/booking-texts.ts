import {
  bookingReference,
  firstNameOf,
  formatDays,
  normaliseLanguage,
  renderSms,
  smsVariables,
  smsSlot,
  smsVariety,
  type Language,
  type SmsTemplateKey,
  type SmsValues,
} from '@mehendi/shared';
import type { OwnerAlerts } from '../../config';
import type { ArtistRow } from '../artists';
import type { BookingRow } from './bookings.repository';
import type { OutgoingText } from '../sms-outbox';

type CustomerTemplate = Extract<SmsTemplateKey, `customer${string}`>;

/**
 * A text about `booking` to `toPhone` in `language`: the template with the booking's name, variety, dates
 * and slot, and `extra` values.
 */
export function bookingText(
  booking: BookingRow,
  to: { recipient: OutgoingText['recipient']; phone: string; language: string | null },
  template: SmsTemplateKey,
  extra: (language: Language) => SmsValues = () => ({}),
): OutgoingText {
  const language = normaliseLanguage(to.language);
  const values: SmsValues = {
    name: booking.fullName,
    variety: smsVariety(booking.mehendiVariety, language),
    dates: formatDays(booking.selectedDates, language),
    slot: smsSlot(booking.selectedTime, language),
    ...extra(language),
  };
  return {
    bookingId: booking.id,
    recipient: to.recipient,
    toPhone: to.phone,
    template,
    language,
    body: renderSms(template, language, values),
    variables: smsVariables(template, language, values),
  };
}

/**
 * The customer's text about a step, in the language they booked in, to their verified number, greeting
 * them by first name. `extra` may depend on the language (a time of day is written in it).
 */
export function customerText(
  booking: BookingRow,
  template: CustomerTemplate,
  extra: SmsValues | ((language: Language) => SmsValues),
): OutgoingText {
  const to = { recipient: 'customer' as const, phone: booking.loginNumber, language: booking.language };
  return bookingText(booking, to, template, (language) => ({
    name: firstNameOf(booking.fullName),
    ...(typeof extra === 'function' ? extra(language) : extra),
  }));
}

/**
 * Where the job is: the customer's number and the venue with its pincode in a placeholder of its own (the
 * venue may be cut). The guests, siders and estimate are in My work: with them no Indian-language text
 * fits two SMS parts (docs/sms-templates.md).
 */
function jobDetails(booking: BookingRow, venue: string): SmsValues {
  return { contact: booking.contactNumber, venue, pincode: booking.venuePincode ?? '' };
}

/**
 * The artist's text: the job (variety, dates, slot and the customer's number; with the customer's name
 * for a booking made before the venue was asked, with the venue for one after) or its cancellation.
 */
export function artistText(
  booking: BookingRow,
  artist: ArtistRow,
  job: 'artistJob' | 'artistJobCancelled' | 'artistJobMoved',
): OutgoingText {
  const venue = booking.venueAddress;
  const to = { recipient: 'artist' as const, phone: artist.phone, language: artist.language };
  if (job === 'artistJob' && venue)
    return bookingText(booking, to, 'artistJobAtVenue', () => jobDetails(booking, venue));
  return bookingText(booking, to, job, () => ({ contact: booking.contactNumber }));
}

/** The owner's alert of a new booking to each of `owner.numbers` (docs/settings.md#owner-alerts). */
export function ownerBookingAlerts(booking: BookingRow, owner: OwnerAlerts): OutgoingText[] {
  const reference = bookingReference(booking.id);
  return owner.numbers.map((phone) =>
    bookingText(booking, { recipient: 'owner', phone, language: owner.language }, 'ownerNewBooking', () => ({
      reference,
    })),
  );
}
