import { whatsappLink } from '@mehendi/shared';
import { useTranslation } from '../i18n';
import { useBookingLabels } from '../lib/booking-labels';

/** What a shared booking says: the facts a guest or relative needs to turn up. */
export interface SharedBooking {
  /** Booked days, 'YYYY-MM-DD' or ISO date-times. */
  dates: readonly string[];
  /** The stored time slot. */
  time: string;
  /** The venue as one text (venueText), null when the booking has none. */
  venue: string | null;
  reference: string;
}

/**
 * "Share on WhatsApp" for a booking (the thank-you page, each open booking in My bookings; docs/pages.md):
 * WhatsApp opens with no chat chosen, so the customer picks whom to send it to, and the text is prefilled
 * in the page's language: a heading line, then dates, slot, venue and reference, one a line.
 */
export function ShareOnWhatsApp({ booking }: { booking: SharedBooking }) {
  const { t } = useTranslation('public');
  const labels = useBookingLabels();
  const text = [
    t('share.heading'),
    `${t('booking.dates')}: ${labels.dates(booking.dates)}`,
    `${t('booking.time')}: ${labels.stored(booking.time)}`,
    ...(booking.venue ? [`${t('myBookings.venue')}: ${booking.venue}`] : []),
    `${t('myBookings.reference')}: ${booking.reference}`,
  ].join('\n');
  return (
    <a
      className="button button--ghost"
      href={whatsappLink(null, text)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('share.whatsapp')}
    </a>
  );
}
