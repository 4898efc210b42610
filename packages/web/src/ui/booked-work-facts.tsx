import { venueText, type MyBooking } from '@mehendi/shared';
import { useTranslation } from '../i18n';
import { rupeeRange, useBookingLabels } from '../lib/booking-labels';
import { estimateAmount } from '../lib/estimate-text';

type BookedWork = Pick<
  MyBooking,
  | 'selectedTime'
  | 'mehendiVariety'
  | 'priceRange'
  | 'reference'
  | 'guestCount'
  | 'includeSiders'
  | 'sidersType'
  | 'sidersLength'
  | 'estimate'
  | 'venueAddress'
  | 'venuePincode'
>;

/**
 * The facts of a booking both sides prepare by, as <dt>/<dd> pairs for a card's list (My bookings, My
 * work): slot, variety, price range, the reference to quote on the phone, guests, siders with their
 * length, the estimate over every booked day and the venue with its pincode. A fact the booking does not
 * have (no guests, no siders, a booking made before the venue was asked) is left out.
 */
export function BookedWorkFacts({ work }: { work: BookedWork }) {
  const { t } = useTranslation('records');
  const labels = useBookingLabels();
  return (
    <>
      <dt>{t('myBookings.slot')}</dt>
      <dd>{labels.stored(work.selectedTime)}</dd>
      <dt>{t('myBookings.variety')}</dt>
      <dd>{labels.stored(work.mehendiVariety)}</dd>
      <dt>{t('myBookings.price')}</dt>
      <dd>{rupeeRange(work.priceRange)}</dd>
      <dt>{t('myBookings.reference', { ns: 'public' })}</dt>
      <dd className="my-reference">{work.reference}</dd>
      {work.guestCount > 0 && (
        <>
          <dt>{t('myBookings.guests')}</dt>
          <dd>{work.guestCount}</dd>
        </>
      )}
      {work.includeSiders && work.sidersType && (
        <>
          <dt>{t('myBookings.siders')}</dt>
          <dd>
            {t(`sidersTypes.${work.sidersType}`, { ns: 'common' })}
            {work.sidersLength && `, ${t(`sidersLengths.${work.sidersLength}`, { ns: 'common' })}`}
          </dd>
        </>
      )}
      {work.estimate && (
        <>
          <dt>{t('myBookings.estimate')}</dt>
          <dd>{estimateAmount(t, work.estimate)}</dd>
        </>
      )}
      {work.venueAddress && (
        <>
          <dt>{t('myBookings.venue', { ns: 'public' })}</dt>
          <dd>{venueText(work.venueAddress, work.venuePincode)}</dd>
        </>
      )}
    </>
  );
}
