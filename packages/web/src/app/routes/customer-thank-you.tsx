import { useHistoryState } from 'wouter/use-browser-location';
import { formatDays, formatHour, formatPriceRange } from '@mehendi/shared';
import { useTranslation } from '../../i18n';
import { paths } from '../../config/paths';
import { ThankYouCard } from '../thank-you-card';
import { RequireFlag } from '../require-flag';
import { isBookingSummary, type BookingSummary } from '../../features/booking/booking-summary';
import { TEAM_CALLBACK } from '../../features/booking/team-callback';
import { labelKeyOfStored } from '../../i18n/catalogue-labels';
import { estimateAmount } from '../../lib/estimate-text';
import { ShareOnWhatsApp } from '../../ui/share-on-whatsapp';

// Reachable only once the customer verified their phone (docs/pages.md).
export function Component() {
  return (
    <RequireFlag flag="customerLoggedIn" otherwise={paths.customerLogin}>
      <CustomerThankYou />
    </RequireFlag>
  );
}

/**
 * Greets the customer by the name passed in navigation state (docs/pages.md), 'Customer' by default, and says
 * what was booked and what happens next (docs/pages.md).
 */
function CustomerThankYou() {
  const { t, i18n } = useTranslation('public');
  const state: unknown = useHistoryState();
  const raw = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const name =
    typeof raw.name === 'string' && raw.name.trim() ? raw.name : t('roles.customer', { ns: 'common' });
  const summary = isBookingSummary(raw.summary) ? raw.summary : null;
  return (
    <ThankYouCard
      title={t('customerThanks.title')}
      heading={t('customerThanks.greeting', { name })}
      records={{ to: paths.myBookings, label: t('myBookings.title') }}
    >
      <p>
        {summary?.confirmedWith
          ? t('customerThanks.confirmedWith', {
              name: summary.confirmedWith,
              dates: formatDays(summary.dates, i18n.language),
            })
          : t('customerThanks.received')}
      </p>
      {summary?.findingArtist && <p>{t('customerThanks.findingArtist')}</p>}
      {summary?.wish && summary.wish !== summary.confirmedWith && (
        <p>{t('customerThanks.wish', { name: summary.wish })}</p>
      )}
      {summary && <Summary summary={summary} language={i18n.language} />}
      {summary?.estimate && (
        <p className="thank-you__estimate">
          {t('booking.estimate', { amount: estimateAmount(t, summary.estimate) })}
        </p>
      )}
      {summary && (
        <ShareOnWhatsApp
          booking={{
            dates: summary.dates,
            time: summary.time,
            venue: summary.venue ?? null,
            reference: summary.reference,
          }}
        />
      )}
      {!summary?.confirmedWith && !summary?.findingArtist && (
        <p>
          {t('customerThanks.callWithin', {
            hours: TEAM_CALLBACK.withinHours,
            from: formatHour(TEAM_CALLBACK.fromHour, i18n.language),
            to: formatHour(TEAM_CALLBACK.toHour, i18n.language),
          })}
        </p>
      )}
    </ThankYouCard>
  );
}

function Summary({ summary, language }: { summary: BookingSummary; language: string }) {
  const { t } = useTranslation('public');
  const label = (value: string) => {
    const key = labelKeyOfStored(value);
    return key ? t(key, { ns: 'common' }) : value;
  };
  return (
    <dl className="booking-summary">
      <dt>{t('customerThanks.reference')}</dt>
      <dd>
        <strong>{summary.reference}</strong>
      </dd>
      <dt>{t('booking.dates')}</dt>
      <dd>{formatDays(summary.dates, language)}</dd>
      <dt>{t('booking.time')}</dt>
      <dd>{label(summary.time)}</dd>
      <dt>{t('booking.variety')}</dt>
      <dd>{label(summary.variety)}</dd>
      <dt>{t('booking.priceRange')}</dt>
      <dd className="price">{formatPriceRange(summary.priceRange)}</dd>
      {summary.venue && (
        <>
          <dt>{t('myBookings.venue')}</dt>
          <dd>{summary.venue}</dd>
        </>
      )}
    </dl>
  );
}
