import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n';
import { useAfterHydration } from '../../../lib/use-after-hydration';
import { useQuery } from '../../../lib/use-query';
import {
  fetchPreferredArtist,
  forgetPreferredArtist,
  keepPreferredArtist,
  readPreferredArtist,
  type PreferredArtist,
} from '../preferred-artist';

/**
 * "Booking with Priya" above the form when the customer came from a profile's "Book with …"
 * (`?artist={slug}`) or asked for her earlier in this browser; "Any artist" takes the wish back. Shown only
 * after the takeover: the prerendered form knows neither the address's query nor this browser's storage.
 */
export function PreferredArtistNote() {
  const hydrated = useAfterHydration();
  return hydrated ? <PreferredArtistFromPage /> : null;
}

function PreferredArtistFromPage() {
  const { t } = useTranslation('public');
  const [params, setParams] = useSearchParams();
  const slug = params.get('artist');
  const asked = useQuery(slug ? `preferred-artist:${slug}` : null, (signal) =>
    fetchPreferredArtist(slug ?? '', signal),
  );
  const [kept, setKept] = useState<PreferredArtist | null>(readPreferredArtist);

  // Kept for the booking sent after phone login; a profile that is gone takes an older wish with it. Once
  // per answer (the same object while cached), not per render: "Any artist" must not see it kept again.
  const found = asked.status === 'success' ? asked.data : undefined;
  useEffect(() => {
    if (found === undefined) return;
    if (found) keepPreferredArtist(found);
    else forgetPreferredArtist();
  }, [found]);

  function remove() {
    forgetPreferredArtist();
    setKept(null);
    if (slug) {
      const next = new URLSearchParams(params);
      next.delete('artist');
      setParams(next, { replace: true });
    }
  }

  if (slug && asked.status === 'success' && !asked.data) {
    return <p className="preferred-artist preferred-artist--gone">{t('profiles.preferredGone')}</p>;
  }
  const artist = slug && asked.status === 'success' ? asked.data : kept;
  if (!artist) return null;
  return (
    <section className="preferred-artist" aria-labelledby="preferred-artist-title">
      <p id="preferred-artist-title" className="preferred-artist__name">
        {t('profiles.preferred', { name: artist.firstName })}
      </p>
      <p className="preferred-artist__note">{t('profiles.preferredNote')}</p>
      <button type="button" className="button button--ghost" onClick={remove}>
        {t('profiles.removePreferred')}
      </button>
    </section>
  );
}
