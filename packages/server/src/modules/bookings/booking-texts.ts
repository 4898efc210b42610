import {
  normaliseLanguage,
  renderSms,
  smsDates,
  smsSlot,
  smsVariety,
  type SmsTemplateKey,
  type SmsValues,
} from '@mehendi/shared';
import type { ArtistRow } from '../artists';
import type { BookingRow } from './bookings.repository';
import type { OutgoingText } from '../sms-outbox';

type CustomerTemplate = Extract<SmsTemplateKey, `customer${string}`>;

/**
 * A text about `booking` to `toPhone` in `language`: the template with the booking's name, variety, dates
 * and slot, and `extra` values.
 */
function bookingText(
  booking: BookingRow,
  to: { recipient: OutgoingText['recipient']; phone: string; language: string | null },
  template: SmsTemplateKey,
  extra: SmsValues,
): OutgoingText {
  const language = normaliseLanguage(to.language);
  return {
    bookingId: booking.id,
    recipient: to.recipient,
    toPhone: to.phone,
    template,
    language,
    body: renderSms(template, language, {
      name: booking.fullName,
      variety: smsVariety(booking.mehendiVariety, language),
      dates: smsDates(booking.selectedDates, language),
      slot: smsSlot(booking.selectedTime, language),
      ...extra,
    }),
  };
}

/** The customer's text about a step, in the language they booked in, to their verified number. */
export function customerText(
  booking: BookingRow,
  template: CustomerTemplate,
  extra: Pick<SmsValues, 'artist' | 'reason' | 'reference' | 'time'>,
): OutgoingText {
  const to = { recipient: 'customer' as const, phone: booking.loginNumber, language: booking.language };
  return bookingText(booking, to, template, extra);
}

/** The artist's text: the job (variety, dates, slot, the customer's name and number) or its cancellation. */
export function artistText(
  booking: BookingRow,
  artist: ArtistRow,
  job: 'artistJob' | 'artistJobCancelled' | 'artistJobMoved',
): OutgoingText {
  // The venue comes with issue 10's bookings; older bookings have none and get the shorter text.
  const venue = (booking as BookingRow & { venueAddress?: string | null }).venueAddress ?? null;
  const template = job === 'artistJob' && venue ? 'artistJobAtVenue' : job;
  const to = { recipient: 'artist' as const, phone: artist.phone, language: artist.language };
  return bookingText(booking, to, template, { contact: booking.contactNumber, ...(venue ? { venue } : {}) });
}
