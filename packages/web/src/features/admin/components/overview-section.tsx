import { Link } from 'react-router';
import { latinDigits, type Overview } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useOverview } from '../api/work-actions';
import { ListState } from './list-state';

const CARDS: { key: keyof Overview; to: string }[] = [
  { key: 'newBookings', to: '?section=customers&status=new' },
  { key: 'confirmedNext7Days', to: '?section=customers&status=confirmed' },
  { key: 'pendingArtists', to: '?section=artists&status=pending' },
  { key: 'failedMessages', to: '?section=customers' },
];

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
          {CARDS.map(({ key, to }) => (
            <li
              key={key}
              className={`overview-card${key === 'failedMessages' && overview.data!.failedMessages > 0 ? ' overview-card--alert' : ''}`}
            >
              <Link to={to} className="overview-card__link">
                <span className="overview-card__count">{number.format(overview.data![key])}</span>
                <span className="overview-card__label">{t(`overview.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
