import { Link } from 'wouter';
import { formatRupees, latinDigits, type Overview } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useOverview } from '../api/work-actions';
import { useCatalogueLabel } from '../hooks/use-catalogue-label';
import { priceLabel } from '../price-label';
import { BookingsCalendar } from './bookings-calendar';
import { ListState } from './list-state';

// Each card opens the list of what it counts (docs/pages.md); failed texts are listed by their bookings,
// in one card (all of them, with today's among them).
type Count = Exclude<keyof Overview, 'emptyPriceRanges' | 'advances' | 'failedMessages' | 'failedTextsToday'>;

const CARDS: { key: Count | 'failedTexts'; to: string }[] = [
  // Bookings no artist took (docs/bookings.md#offers-to-artists): the bookings list's "Needs you".
  { key: 'needsOwner', to: '?section=customers&assignment=needs_owner' },
  { key: 'newBookings', to: '?section=customers&status=new' },
  { key: 'confirmedNext7Days', to: '?section=customers&status=confirmed&within=next7Days' },
  { key: 'waitlisted', to: '?section=customers&status=waitlisted' },
  { key: 'pendingArtists', to: '?section=artists&status=pending' },
  { key: 'failedTexts', to: '?section=customers&texts=failed' },
];
const ALERTS: readonly string[] = ['needsOwner', 'failedTexts'];

/** The console's first screen (docs/pages.md): what an owner checks every morning. */
export function OverviewSection() {
  const { t, i18n } = useTranslation('admin');
  const overview = useOverview();
  const number = new Intl.NumberFormat(latinDigits(i18n.language));
  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.overview')}</h2>
      </div>
      <ListState
        loading={overview.loading}
        failed={overview.error !== undefined}
        empty={!overview.data}
        emptyText=""
        onRetry={overview.reload}
      />
      {overview.data && (
        <ul className="overview-cards">
          {CARDS.map(({ key, to }) => {
            const data = overview.data!;
            const figure = key === 'failedTexts' ? data.failedMessages : data[key];
            return (
              <li
                key={key}
                className={`overview-card${ALERTS.includes(key) && figure > 0 ? ' overview-card--alert' : ''}`}
              >
                <Link to={to} className="overview-card__link">
                  <span className="overview-card__count">{number.format(figure)}</span>
                  <span className="overview-card__label">{t(`overview.${key}`)}</span>
                  {key === 'failedTexts' && (
                    <span className="overview-card__note">
                      {t('overview.failedToday', { count: data.failedTextsToday })}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {overview.data?.advances && <AdvanceFigures figures={overview.data.advances} />}
      {overview.data && <EmptyRanges ranges={overview.data.emptyPriceRanges} />}
      <BookingsCalendar />
    </section>
  );
}

/** Advances by UPI (issue 28): received this month, claims to check and refunds owed, in rupees. */
function AdvanceFigures({ figures }: { figures: NonNullable<Overview['advances']> }) {
  const { t } = useTranslation('admin');
  const cards = [
    { key: 'receivedThisMonth', figure: figures.receivedThisMonth },
    { key: 'claimed', figure: figures.claimed },
    { key: 'refundsDue', figure: figures.refundsDue },
  ] as const;
  return (
    <ul className="overview-cards" aria-label={t('sections.advances')}>
      {cards.map(({ key, figure }) => (
        <li key={key} className="overview-card">
          <Link to="?section=advances" className="overview-card__link">
            <span className="overview-card__count">{formatRupees(figure.amount)}</span>
            <span className="overview-card__label">
              {t(`overview.advances.${key}`, { count: figure.count })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The price ranges customers cannot choose because they have no design yet, by variety, with the way to
 * fill them (docs/pages.md#admin-pages). Nothing when every range has designs.
 */
function EmptyRanges({ ranges }: { ranges: Overview['emptyPriceRanges'] }) {
  const { t } = useTranslation('admin');
  const label = useCatalogueLabel();
  if (ranges.length === 0) return null;
  const varieties = [...new Set(ranges.map((range) => range.variety))];
  return (
    <section className="card overview-warning" aria-labelledby="overview-empty-ranges">
      <h3 id="overview-empty-ranges">{t('overview.emptyRangesTitle', { count: ranges.length })}</h3>
      <p>{t('overview.emptyRangesHint')}</p>
      <ul className="overview-warning__list">
        {varieties.map((variety) => (
          <li key={variety}>
            <strong>{label(variety)}:</strong>{' '}
            {ranges
              .filter((range) => range.variety === variety)
              .map((range) => priceLabel(range.priceRange))
              .join(', ')}
          </li>
        ))}
      </ul>
      <Link to="?section=upload-designs" className="button button--primary">
        {t('sections.upload-designs')}
      </Link>
    </section>
  );
}
