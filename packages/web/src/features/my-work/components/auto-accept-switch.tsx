import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useOwnRecords } from '../../../lib/use-own-records';
import { useToast } from '../../../ui/toast';
import { getOfferPreferences, saveOfferPreferences, type OfferPreferences } from '../api/my-work-api';

/**
 * "Confirm jobs that fit my week automatically" and this month's offers on My work
 * (docs/bookings.md#offers-to-artists): the artist's own figures, shown, never used to rank her down.
 */
export function AutoAcceptSwitch({ token, onSessionEnded }: { token: string; onSessionEnded(): void }) {
  const { t } = useTranslation('records');
  const toast = useToast();
  const fetch = useCallback((signal?: AbortSignal) => getOfferPreferences(token, signal), [token]);
  const { loaded, refused } = useOwnRecords(fetch, onSessionEnded);
  const [saved, setSaved] = useState<OfferPreferences | null>(null);
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (loaded.status !== 'ready' || !loaded.data) return null;
  const preferences = saved ?? loaded.data;
  const { stats } = preferences;

  async function change(autoAccept: boolean) {
    setWanted(autoAccept);
    try {
      setSaved(await saveOfferPreferences(token, { autoAccept }));
      toast.success(t(autoAccept ? 'offers.autoOn' : 'offers.autoOff'));
    } catch (error) {
      refused(error);
    } finally {
      setWanted(null);
    }
  }

  return (
    <section className="card my-account" aria-labelledby="my-offers-settings-heading">
      <h2 id="my-offers-settings-heading">{t('offers.settingsTitle')}</h2>
      <label className="choice">
        <input
          type="checkbox"
          checked={wanted ?? preferences.autoAccept}
          disabled={wanted !== null}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{t('offers.autoAccept')}</span>
      </label>
      <p className="my-note">{t('offers.autoAcceptHint')}</p>
      <p>
        {stats.offered === 0
          ? t('offers.noOffersYet')
          : t('offers.monthFigures', {
              offered: stats.offered,
              accepted: stats.accepted,
              declined: stats.declined,
              expired: stats.expired,
              rate: Math.round((stats.responseRate ?? 0) * 100),
            })}
      </p>
    </section>
  );
}
