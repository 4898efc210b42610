import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { PublicPage } from '../public-page';
import { loadPhoneAuth, usePreloadWhenIdle } from '../preload';
import { PageSpinner } from '../../ui/page-spinner';
import { ArtistForm } from '../../features/artist/components/artist-form';
import {
  EMPTY_ARTIST_DRAFT,
  readArtistDraft,
  type ArtistDraft,
} from '../../features/artist/artist-draft-store';

// docs/decisions.md §2: this route is the artist registration form. A kept draft (e.g. after Back on phone
// login) comes back with its files.
export function Component() {
  const { t } = useTranslation('public');
  const [draft, setDraft] = useState<ArtistDraft | null>(null);
  usePreloadWhenIdle(draft ? loadPhoneAuth : null);
  useEffect(() => {
    let live = true;
    void readArtistDraft().then((kept) => {
      if (live) setDraft(kept ?? EMPTY_ARTIST_DRAFT);
    });
    return () => {
      live = false;
    };
  }, []);
  // The form starts from the draft, so it waits for it (a local read, usually a few milliseconds).
  if (!draft) return <PageSpinner />;
  return (
    <PublicPage title={t('artist.title')}>
      <header className="page-heading">
        <h1>{t('artist.title')}</h1>
        <p>{t('artist.intro')}</p>
      </header>
      <ArtistForm initial={draft} />
    </PublicPage>
  );
}
