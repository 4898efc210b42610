import { useCallback, useState } from 'react';
import type { ArtistOffer } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useLinkedCard } from '../../../lib/linked-card';
import { useOwnRecords } from '../../../lib/use-own-records';
import { translateMessage } from '../../../lib/translate-error';
import { LoadError } from '../../../ui/load-error';
import { useToast } from '../../../ui/toast';
import { answerOffer, listMyOffers } from '../api/my-work-api';
import { keepRecords, keptRecords, noConnection } from '../kept-work';
import { DeclineOfferDialog } from './decline-offer-dialog';
import { OfferCard } from './offer-card';

interface OffersSectionProps {
  token: string;
  onSessionEnded(): void;
  /** After an accept: the job is now among the artist's jobs. */
  onAccepted(): void;
}

/**
 * "Offers", first on My work (docs/pages.md "My work"): the jobs offered to the artist, open ones first,
 * each answered with one tap (a decline asks why). Answered ones stay a while with how they ended.
 */
export function OffersSection({ token, onSessionEnded, onAccepted }: OffersSectionProps) {
  const { t } = useTranslation('records');
  const toast = useToast();
  // Kept on the phone when fetched; without a connection the kept ones are shown (docs/pages.md#the-app).
  const fetch = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const offers = await listMyOffers(token, signal);
        void keepRecords('offers', token, offers);
        return offers;
      } catch (error) {
        const kept = noConnection(error) ? await keptRecords<ArtistOffer[]>('offers', token) : undefined;
        if (!kept) throw error;
        return kept.records;
      }
    },
    [token],
  );
  const { loaded, reload, retry, refused } = useOwnRecords(fetch, onSessionEnded);
  // An offer's push opens /my-work#REF: the offers come after the jobs, so they look for their card too.
  useLinkedCard(loaded.status === 'ready');
  const [busy, setBusy] = useState<string | null>(null);
  const [declining, setDeclining] = useState<ArtistOffer | null>(null);

  async function answer(offer: ArtistOffer, accept: Parameters<typeof answerOffer>[1]) {
    // Another artist may take the job meanwhile: an answer cannot wait for a connection.
    if (!navigator.onLine) return toast.error(t('myWork.offline.answerNeedsConnection'));
    setBusy(offer.bookingId);
    try {
      const answered = await answerOffer({ token, bookingId: offer.bookingId }, accept);
      toast.success(translateMessage(t, answered.message));
      if (accept.accept) onAccepted();
    } catch (error) {
      if (noConnection(error)) toast.error(t('myWork.offline.answerNeedsConnection'));
      else refused(error);
    } finally {
      setBusy(null);
      await reload();
    }
  }

  if (loaded.status === 'loading') return null;
  if (loaded.status === 'error') return <LoadError text={loaded.text} onRetry={retry} />;
  if (loaded.data.length === 0) return null;
  return (
    <section aria-labelledby="my-offers-heading">
      <h2 id="my-offers-heading" className="my-section-title">
        {t('offers.title')}
      </h2>
      <ul className="my-list">
        {loaded.data.map((offer) => (
          <li key={offer.bookingId}>
            <OfferCard
              offer={offer}
              busy={busy === offer.bookingId}
              onAccept={() => void answer(offer, { accept: true })}
              onDecline={() => setDeclining(offer)}
            />
          </li>
        ))}
      </ul>
      {declining && (
        <DeclineOfferDialog
          onClose={() => setDeclining(null)}
          onDecline={async (decline) => {
            setDeclining(null);
            await answer(declining, { accept: false, decline });
          }}
        />
      )}
    </section>
  );
}
