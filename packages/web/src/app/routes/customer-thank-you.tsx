import { Link, useLocation } from 'react-router';
import { formatRupeeRange } from '@mehendi/shared';
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
  const passed = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const given = passed.name;
  const estimate = estimateOf(passed.estimate);
  const name = typeof given === 'string' && given.trim() ? given : t('roles.customer', { ns: 'common' });
  return (
    <PublicPage title={t('customerThanks.title')}>
      <section className="message-card card thank-you">
        <span className="thank-you__mark" aria-hidden="true">
          ✓
        </span>
        <h1>{t('customerThanks.greeting', { name })}</h1>
        <p>{t('messages.bookingConfirmed', { ns: 'common' })}</p>
        {estimate && (
          <p className="thank-you__estimate">
            {t('booking.estimate', { amount: formatRupeeRange(estimate) })}
          </p>
        )}
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

/** The stored booking's estimate, passed in navigation state; absent after a reload. */
function estimateOf(value: unknown): { min: number; max: number } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { min, max } = value as Record<string, unknown>;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}
