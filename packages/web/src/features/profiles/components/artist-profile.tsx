import { Link } from 'wouter';
import { localityIn, normaliseLanguage, type PublicProfile, type PublicReview } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../config/paths';
import { useQuery } from '../../../lib/use-query';
import { LoadError } from '../../../ui/load-error';
import { PageSpinner } from '../../../ui/page-spinner';
import { PageTitle } from '../../../ui/page-title';
import { getPublicProfile, profileKey } from '../api/get-profiles';
import { Varieties } from './artist-list';
import { RatingLine, Stars } from './rating-line';
import '../profiles.css';

/**
 * A public artist profile (docs/pages.md#artist-profiles): first name, area, varieties, sample designs,
 * rating and the published reviews with their stain photos. The server renders it with its data, so it
 * paints at once and a shared link shows a preview (the Open Graph tags below).
 */
export function ArtistProfile({ slug }: { slug: string }) {
  const { t } = useTranslation('public');
  const profile = useQuery(profileKey(slug), (signal) => getPublicProfile(slug, signal));
  if (profile.status === 'error') return <LoadError text={t('profiles.loadError')} onRetry={profile.retry} />;
  if (profile.status !== 'success') return <PageSpinner />;
  if (!profile.data) {
    return (
      <div className="page-heading">
        <PageTitle title={t('profiles.notFoundTitle')} />
        <h1>{t('profiles.notFoundTitle')}</h1>
        <p>
          {t('profiles.notFoundText')} <Link to={paths.artists}>{t('profiles.allArtists')}</Link>
        </p>
      </div>
    );
  }
  return <ProfileBody profile={profile.data} />;
}

function ProfileBody({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation('public');
  const locality = localityIn(profile.locality, normaliseLanguage(i18n.language));
  const title = t('profiles.profileTitle', { name: profile.firstName, locality });
  const description =
    profile.rating.average === null
      ? t('profiles.shareNoReviews', { name: profile.firstName, locality })
      : t('profiles.share', {
          name: profile.firstName,
          locality,
          average: profile.rating.average.toFixed(1),
          count: profile.rating.count,
        });
  // A stain photo says most; a sample design otherwise. The server makes these addresses absolute.
  const image = profile.reviews.find((review) => review.photos.length > 0)?.photos[0] ?? profile.designs[0];
  return (
    <>
      <PageTitle title={title} />
      <meta name="description" content={description} />
      <meta property="og:type" content="profile" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={paths.artistProfile(profile.slug)} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <header className="page-heading profile-heading">
        <h1>{profile.firstName}</h1>
        <p>{t('profiles.artistIn', { locality })}</p>
        <RatingLine rating={profile.rating} />
        <Varieties varieties={profile.varieties} />
        <Link
          className="button button--primary profile-heading__book"
          to={`${paths.customerDashboard}?artist=${encodeURIComponent(profile.slug)}`}
        >
          {t('profiles.bookWith', { name: profile.firstName })}
        </Link>
        <p className="profile-heading__note">{t('profiles.bookNote')}</p>
      </header>

      <section className="profile-section" aria-labelledby="reviews-title">
        <h2 id="reviews-title">{t('profiles.reviewsTitle')}</h2>
        {profile.reviews.length === 0 ? (
          <p className="profiles-empty">{t('profiles.noReviews')}</p>
        ) : (
          <ul className="profile-reviews">
            {profile.reviews.map((review, index) => (
              <li key={index}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {profile.designs.length > 0 && (
        <section className="profile-section" aria-labelledby="designs-title">
          <h2 id="designs-title">{t('profiles.designsTitle')}</h2>
          <ul className="profile-photos">
            {profile.designs.map((design, index) => (
              <li key={design}>
                <img
                  src={design}
                  alt={t('profiles.designAlt', { number: index + 1 })}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM' as the page's language writes a month: 'December 2026' (Latin digits, as the rest of the page). */
function formatMonth(month: string, language: string): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, {
      numberingSystem: 'latn',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(language, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

function ReviewCard({ review }: { review: PublicReview }) {
  const { t, i18n } = useTranslation('public');
  return (
    <article className="review-card">
      <p className="review-card__stars">
        <Stars value={review.stars} />
        <span className="visually-hidden">{t('profiles.stars', { count: review.stars })}</span>
      </p>
      {review.text && <p className="review-card__text">{review.text}</p>}
      {review.photos.length > 0 && (
        <ul className="profile-photos profile-photos--review">
          {review.photos.map((photo, index) => (
            <li key={photo}>
              <a href={photo}>
                <img
                  src={review.thumbs[index] ?? photo}
                  alt={t('profiles.stainPhotoAlt', { number: index + 1 })}
                  width={120}
                  height={120}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="review-card__meta">
        <span className="verified-mark">✓ {t('profiles.verified')}</span>{' '}
        <span>{t('profiles.serviceMonth', { month: formatMonth(review.month, i18n.language) })}</span>
      </p>
    </article>
  );
}
