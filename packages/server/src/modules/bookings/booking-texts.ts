import {
  normaliseLanguage,
  renderSms,
  smsDates,
  smsSlot,
  smsVariety,
  type SmsTemplateKey,
} from '@mehendi/shared';
import type { ArtistRow } from '../artists';
import type { BookingRow } from './bookings.repository';
import type { OutgoingText } from '../sms-outbox';

type CustomerTemplate = Extract<SmsTemplateKey, `customer${string}`>;

/** The customer's text about a step, in the language they booked in, to their verified number. */
export function customerText(
  booking: BookingRow,
  template: CustomerTemplate,
  extra: { artist?: string; reason?: string; reference?: string },
): OutgoingText {
  const language = normaliseLanguage(booking.language);
  return {
    bookingId: booking.id,
    recipient: 'customer',
    toPhone: booking.loginNumber,
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

/** The artist's text: the job (variety, dates, slot, the customer's name and number) or its cancellation. */
export function artistText(
  booking: BookingRow,
  artist: ArtistRow,
  job: 'artistJob' | 'artistJobCancelled',
): OutgoingText {
  const language = normaliseLanguage(artist.language);
  // The venue comes with issue 10's bookings; older bookings have none and get the shorter text.
  const venue = (booking as BookingRow & { venueAddress?: string | null }).venueAddress ?? null;
  const template = job === 'artistJob' && venue ? 'artistJobAtVenue' : job;
  return {
    bookingId: booking.id,
    recipient: 'artist',
    toPhone: artist.phone,
    template,
    language,
    body: renderSms(template, language, {
      name: booking.fullName,
      variety: smsVariety(booking.mehendiVariety, language),
      dates: smsDates(booking.selectedDates, language),
      slot: smsSlot(booking.selectedTime, language),
      contact: booking.contactNumber,
      ...(venue ? { venue } : {}),
    }),
  };
}
