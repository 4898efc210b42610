import {
  bookingReference,
  localityIn,
  type ArtistOffer,
  formatDay,
  formatTime,
  indiaDayOf,
} from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useBookingLabels } from '../../../lib/booking-labels';
import { estimateAmount } from '../../../lib/estimate-text';
import { seatOf, seatText } from '../job-team-text';
import './job-team.css';

interface OfferCardProps {
  offer: ArtistOffer;
  /** While an answer is being sent: both buttons wait. */
  busy?: boolean;
  onAccept(): void;
  onDecline(): void;
  /** The heading level of the card's title (2 on the one-tap page, 3 inside My work). */
  headingLevel?: 2 | 3;
}

/**
 * A job offered to the artist (docs/pages.md "My work"): when, what, where (the area, never the street),
 * how many guests, the estimate, until when it is held, and Accept / Decline while it is open.
 */
export function OfferCard({ offer, busy = false, onAccept, onDecline, headingLevel = 3 }: OfferCardProps) {
  const { t, i18n } = useTranslation('records');
  const labels = useBookingLabels();
  const Title = `h${headingLevel}` as const;
  const seat = seatOf(offer);
  const until = offer.expiresAt;
  const untilText =
    indiaDayOf(until) === indiaDayOf(new Date())
      ? formatTime(until, i18n.language)
      : t('offers.untilDay', {
          day: formatDay(indiaDayOf(until), i18n.language),
          time: formatTime(until, i18n.language),
        });
  return (
    // The id is the booking's reference, which an offer's push names (/my-work#REF, lib/linked-card.ts).
    <article
      id={bookingReference(offer.bookingId)}
      tabIndex={-1}
      className="card my-card"
      aria-label={`${t('offers.offer')}: ${labels.dates(offer.selectedDates)}`}
    >
      <p className={`my-status my-status--${offer.state === 'open' ? 'offered' : stateClass(offer.state)}`}>
        {offer.state === 'open'
          ? t('offers.answerBy', { time: untilText })
          : t(`offers.state.${offer.state}`)}
      </p>
      <Title className="my-card__title">{labels.dates(offer.selectedDates)}</Title>
      {/* Which seat of a team: the bride's or the guests' (docs/bookings.md#team-bookings). */}
      {seat && <p className="my-offer-seat">{seatText(t, seat)}</p>}
      <dl className="my-facts">
        <dt>{t('myBookings.slot')}</dt>
        <dd>{labels.stored(offer.selectedTime)}</dd>
        <dt>{t('myBookings.variety')}</dt>
        <dd>{labels.stored(offer.mehendiVariety)}</dd>
        {offer.pincode && (
          <>
            <dt>{t('offers.area')}</dt>
            <dd>
              {offer.locality && offer.locality !== offer.pincode
                ? `${localityIn(offer.locality, i18n.language as never)}, ${offer.pincode}`
                : offer.pincode}
            </dd>
          </>
        )}
        <dt>{t('myBookings.guests')}</dt>
        <dd>{offer.guestCount}</dd>
        {offer.includeSiders && (
          <>
            <dt>{t('myBookings.siders')}</dt>
            <dd>{t('offers.sidersYes')}</dd>
          </>
        )}
        {offer.estimate && (
          <>
            <dt>{t('myBookings.estimate')}</dt>
            <dd>{estimateAmount(t, offer.estimate)}</dd>
          </>
        )}
      </dl>
      {offer.state === 'open' && (
        <div className="my-actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={onAccept}>
            {t('offers.accept')}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={onDecline}>
            {t('offers.decline')}
          </button>
        </div>
      )}
    </article>
  );
}

function stateClass(state: ArtistOffer['state']): string {
  return state === 'accepted' ? 'confirmed' : 'cancelled';
}
