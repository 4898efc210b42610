import { useCallback, useState } from 'react';
import type { MyProfile } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useOwnRecords } from '../../../lib/use-own-records';
import { translateMessage } from '../../../lib/translate-error';
import { useToast } from '../../../ui/toast';
import { getMyProfile, switchMyProfile } from '../api/my-work-api';

/**
 * "My public profile" on My work (docs/pages.md#artist-profiles): an approved artist shows or hides the
 * profile customers choose from (off until she switches it on), and opens it to share.
 */
export function PublicProfileSwitch({ token, onSessionEnded }: { token: string; onSessionEnded(): void }) {
  const { t } = useTranslation('records');
  const toast = useToast();
  const fetch = useCallback((signal?: AbortSignal) => getMyProfile(token, signal), [token]);
  const { loaded, refused } = useOwnRecords(fetch, onSessionEnded);
  const [changed, setChanged] = useState<MyProfile | null>(null);
  // The box shows the choice at once; a refusal puts it back.
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (loaded.status !== 'ready' || !loaded.data) return null;
  const profile = changed ?? loaded.data;

  async function change(shown: boolean) {
    setWanted(shown);
    try {
      const { message, ...saved } = await switchMyProfile(token, shown);
      setChanged(saved);
      toast.success(translateMessage(t, message));
    } catch (error) {
      refused(error);
    } finally {
      setWanted(null);
    }
  }

  return (
    <section className="card my-account" aria-labelledby="my-profile-heading">
      <h2 id="my-profile-heading">{t('myWork.profileTitle')}</h2>
      <p>{t('myWork.profileText')}</p>
      <label className="choice">
        <input
          type="checkbox"
          checked={wanted ?? profile.public}
          disabled={wanted !== null}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{t('myWork.profileSwitch')}</span>
      </label>
      {profile.public && profile.slug && (
        <p>
          <a href={`/artists/${encodeURIComponent(profile.slug)}`}>{t('myWork.profileOpen')}</a>
        </p>
      )}
    </section>
  );
}
