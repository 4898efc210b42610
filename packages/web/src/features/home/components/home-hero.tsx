import { Link } from 'wouter';
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
          <EntryCard
            title={t('home.customerTitle')}
            text={t('home.customerText')}
            start={{ to: paths.customerDashboard, label: t('home.customerButton'), primary: true }}
            own={{ to: paths.myBookings, label: t('home.myBookingsLink') }}
          />
          <EntryCard
            title={t('home.artistTitle')}
            text={t('home.artistText')}
            start={{ to: paths.artistDashboard, label: t('home.artistButton'), primary: false }}
            own={{ to: paths.myWork, label: t('home.myWorkLink') }}
          />
        </div>
      </div>
    </section>
  );
}

/** One way in: what it is for, the button that starts it, and the link to one's own records. */
function EntryCard(props: {
  title: string;
  text: string;
  start: { to: string; label: string; primary: boolean };
  own: { to: string; label: string };
}) {
  return (
    <article className="entry-card">
      <h2 className="entry-card__title">{props.title}</h2>
      <p>{props.text}</p>
      <Link
        to={props.start.to}
        className={`button ${props.start.primary ? 'button--primary' : 'button--ghost'}`}
      >
        {props.start.label}
      </Link>
      <Link to={props.own.to} className="entry-card__own">
        {props.own.label}
      </Link>
    </article>
  );
}
