import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { paths } from '../../config/paths';
import { PublicPage } from '../public-page';
import { RequireFlag } from '../require-flag';

// Reachable only once the customer verified their phone (docs/pages.md).
export function Component() {
  return (
    <RequireFlag flag="customerLoggedIn" otherwise={paths.customerLogin}>
      <CustomerThankYou />
    </RequireFlag>
  );
}

/** Greets the customer by the name passed in navigation state (docs/pages.md), 'Customer' by default. */
function CustomerThankYou() {
  const { t } = useTranslation('public');
  const state: unknown = useLocation().state;
  const given = typeof state === 'object' && state !== null ? (state as { name?: unknown }).name : undefined;
  const name = typeof given === 'string' && given.trim() ? given : t('roles.customer', { ns: 'common' });
  return (
    <PublicPage title={t('customerThanks.title')}>
      <section className="message-card card thank-you">
        <span className="thank-you__mark" aria-hidden="true">
          ✓
        </span>
        <h1>{t('customerThanks.greeting', { name })}</h1>
        <p>{t('messages.bookingConfirmed', { ns: 'common' })}</p>
        <p>{t('customerThanks.next')}</p>
        <div className="my-actions thank-you__actions">
          <Link to={paths.myBookings} className="button button--primary">
            {t('myBookings.title')}
          </Link>
          <Link to={paths.home} className="button button--ghost">
            {t('notFound.goHome', { ns: 'common' })}
          </Link>
        </div>
      </section>
    </PublicPage>
  );
}
