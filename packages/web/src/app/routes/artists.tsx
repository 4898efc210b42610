import { useTranslation } from '../../i18n';
import { PublicPage } from '../public-page';
import { ArtistList } from '../../features/profiles/components/artist-list';

/** "Our artists": the public profiles, rendered by the server with the list (docs/pages.md#artist-profiles). */
export function Component() {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t('profiles.listTitle')} width="wide">
      <header className="page-heading container">
        <h1>{t('profiles.listTitle')}</h1>
        <p>{t('profiles.listIntro')}</p>
      </header>
      <div className="container">
        <ArtistList />
      </div>
    </PublicPage>
  );
}
