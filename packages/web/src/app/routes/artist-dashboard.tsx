import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { PublicPage } from '../public-page';
import { loadPhoneAuth, usePreloadWhenIdle } from '../preload';
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
  // The empty form paints at once (it is prerendered); a kept draft, read locally in a few milliseconds,
  // then starts the form again from it.
  const [kept, setKept] = useState<ArtistDraft | null>(null);
  usePreloadWhenIdle(loadPhoneAuth);
  useEffect(() => {
    let live = true;
    // The latest typing first (a reload mid-form), else what was confirmed (Back on phone login).
    void Promise.all([readArtistDraft('artistTyped'), readArtistDraft()]).then(([typed, confirmed]) => {
      const draft = typed ?? confirmed;
      if (live && draft) setKept(draft);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <PublicPage title={t('artist.title')}>
      <header className="page-heading">
        <h1>{t('artist.title')}</h1>
        <p>{t('artist.intro')}</p>
      </header>
      <ArtistForm key={kept ? 'kept' : 'empty'} initial={kept ?? EMPTY_ARTIST_DRAFT} />
    </PublicPage>
  );
}
