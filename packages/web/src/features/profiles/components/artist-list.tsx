import { Link } from 'wouter';
import { localityIn, normaliseLanguage, type PublicProfileSummary } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { labelKeyOfStored } from '../../../i18n/catalogue-labels';
import { paths } from '../../../config/paths';
import { useQuery } from '../../../lib/use-query';
import { LoadError } from '../../../ui/load-error';
import { PageSpinner } from '../../../ui/page-spinner';
import { PROFILE_LIST_KEY, getPublicProfiles } from '../api/get-profiles';
import { RatingLine } from './rating-line';
import '../profiles.css';

/** "Our artists": every public profile as a card that opens it (docs/pages.md#artist-profiles). */
export function ArtistList() {
  const { t } = useTranslation('public');
  const profiles = useQuery(PROFILE_LIST_KEY, getPublicProfiles);
  if (profiles.status === 'error')
    return <LoadError text={t('profiles.loadError')} onRetry={profiles.retry} />;
  if (profiles.status !== 'success') return <PageSpinner />;
  if (profiles.data.length === 0) return <p className="profiles-empty">{t('profiles.none')}</p>;
  return (
    <ul className="artist-cards">
      {profiles.data.map((profile) => (
        <li key={profile.slug}>
          <ArtistCard profile={profile} />
        </li>
      ))}
    </ul>
  );
}

function ArtistCard({ profile }: { profile: PublicProfileSummary }) {
  const { t, i18n } = useTranslation('public');
  const locality = localityIn(profile.locality, normaliseLanguage(i18n.language));
  return (
    <article className="artist-card">
      <h2 className="artist-card__name">
        <Link to={paths.artistProfile(profile.slug)}>{profile.firstName}</Link>
      </h2>
      <p className="artist-card__locality">{t('profiles.artistIn', { locality })}</p>
      <RatingLine rating={profile.rating} />
      <Varieties varieties={profile.varieties} />
    </article>
  );
}

/** The varieties an artist offers, in the page's language. */
export function Varieties({ varieties }: { varieties: readonly string[] }) {
  const { t } = useTranslation('public');
  return (
    <ul className="variety-chips" aria-label={t('profiles.varieties')}>
      {varieties.map((variety) => {
        const key = labelKeyOfStored(variety);
        return <li key={variety}>{key ? t(key, { ns: 'common' }) : variety}</li>;
      })}
    </ul>
  );
}
