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
import { getMyApplication } from '../../features/my-work/api/my-work-api';
import { readPhoneSession } from '../../lib/phone-session';
import type { Artist } from '@mehendi/shared';

/** "Update my application" on My work (docs/pages.md): the form starts from what was sent, photos aside. */
function draftOf(artist: Artist): ArtistDraft {
  return {
    fullName: artist.fullName,
    whatsappNumber: artist.whatsappNumber,
    address: artist.address,
    pincode: artist.pincode,
    jobTerm: artist.jobTerm,
    mehendiVarieties: artist.mehendiVarieties,
    availabilityTime: artist.availability.timeRange,
    files: [],
  };
}

/** A kept draft first; else, with an artist session, the application on the server; else an empty form. */
async function startingDraft(): Promise<ArtistDraft> {
  const kept = await readArtistDraft();
  if (kept) return kept;
  const session = readPhoneSession('artist');
  const sent = session ? await getMyApplication(session.token).catch(() => null) : null;
  return sent ? draftOf(sent) : EMPTY_ARTIST_DRAFT;
}

// docs/decisions.md §2: this route is the artist registration form. A kept draft (e.g. after Back on phone
// login) comes back with its files.
export function Component() {
  const { t } = useTranslation('public');
  const [draft, setDraft] = useState<ArtistDraft | null>(null);
  usePreloadWhenIdle(draft ? loadPhoneAuth : null);
  useEffect(() => {
    let live = true;
    void startingDraft().then((start) => {
      if (live) setDraft(start);
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
