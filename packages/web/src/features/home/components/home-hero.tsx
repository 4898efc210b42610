import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../config/paths';

/** Welcome line, tagline and the two ways in: book an artist, or register as one. */
export function HomeHero() {
  const { t } = useTranslation('public');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <p className="hero__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('home.welcome')}
        </h1>
        <p className="hero__tagline">{t('home.tagline')}</p>
        <div className="entry-cards">
          <article className="entry-card">
            <h2 className="entry-card__title">{t('home.customerTitle')}</h2>
            <p>{t('home.customerText')}</p>
            <Link to={paths.customerDashboard} className="button button--primary">
              {t('home.customerButton')}
            </Link>
            <Link to={paths.myBookings} className="entry-card__own">
              {t('home.myBookingsLink')}
            </Link>
          </article>
          <article className="entry-card">
            <h2 className="entry-card__title">{t('home.artistTitle')}</h2>
            <p>{t('home.artistText')}</p>
            <Link to={paths.artistDashboard} className="button button--ghost">
              {t('home.artistButton')}
            </Link>
            <Link to={paths.myWork} className="entry-card__own">
              {t('home.myWorkLink')}
            </Link>
          </article>
        </div>
      </div>
    </section>
  );
}
