import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { PublicPage } from '../public-page';
import { loadPhoneAuth, usePreloadOnFirstInput } from '../preload';
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

/**
 * The latest typing first (a reload mid-form), else what was confirmed (Back on phone login); else, with an
 * artist session, the application on the server; null for the empty form already painted.
 */
async function startingDraft(): Promise<ArtistDraft | null> {
  const [typed, confirmed] = await Promise.all([readArtistDraft('artistTyped'), readArtistDraft()]);
  const kept = typed ?? confirmed;
  if (kept) return kept;
  const session = readPhoneSession('artist');
  const sent = session ? await getMyApplication(session.token).catch(() => null) : null;
  return sent ? draftOf(sent) : null;
}

// docs/decisions.md §2: this route is the artist registration form. A kept draft (e.g. after Back on phone
// login) comes back with its files.
export function Component() {
  const { t } = useTranslation('public');
  // The empty form paints at once (it is prerendered); a kept draft, read locally in a few milliseconds,
  // then starts the form again from it.
  const [kept, setKept] = useState<ArtistDraft | null>(null);
  usePreloadOnFirstInput(loadPhoneAuth);
  useEffect(() => {
    let live = true;
    void startingDraft().then((start) => {
      if (live && start) setKept(start);
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
