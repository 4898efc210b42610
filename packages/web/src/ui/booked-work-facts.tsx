import type { MyBooking } from '@mehendi/shared';
import { useTranslation } from '../i18n';
import { estimateAmount } from '../lib/estimate-text';

type BookedWork = Pick<
  MyBooking,
  'reference' | 'guestCount' | 'includeSiders' | 'sidersType' | 'sidersLength' | 'estimate'
>;

/**
 * The facts of a booking both sides prepare by, as <dt>/<dd> pairs for a card's list (My bookings, My
 * work): the reference to quote on the phone, guests, siders with their length, and the estimate over
 * every booked day. A fact the booking does not have (no guests, no siders) is left out.
 */
export function BookedWorkFacts({ work }: { work: BookedWork }) {
  const { t } = useTranslation('public');
  return (
    <>
      <dt>{t('myBookings.reference')}</dt>
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
    </>
  );
}
