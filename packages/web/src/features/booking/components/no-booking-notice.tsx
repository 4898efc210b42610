import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../config/paths';
import { messageText } from '../../../lib/translate-error';

/**
 * The customer phone login opened with no confirmed booking in this browser (a bookmark, a second visit):
 * the spec's 'No booking details found.', then the ways on: My bookings (what was booked before) and the
 * booking form (docs/pages.md).
 */
export function NoBookingNotice() {
  const { t } = useTranslation('public');
  return (
    <section className="form-card no-booking" aria-labelledby="no-booking-title">
      <h2 id="no-booking-title">{messageText(t, 'noBookingDetails')}</h2>
      <p>{t('phoneAuth.noBookingText')}</p>
      <div className="form-actions">
        <Link to={paths.customerDashboard} className="button button--ghost">
          {t('myBookings.bookNow')}
        </Link>
        <Link to={paths.myBookings} className="button button--primary">
          {t('myBookings.title')}
        </Link>
      </div>
    </section>
  );
}
