import { useEffect, useState } from 'react';
import { isOneOf, LANGUAGES, type ArtistOffer } from '@mehendi/shared';
import { changeLanguage, hasChosenLanguage, useTranslation } from '../../../i18n';
import { errorMessage, translateMessage } from '../../../lib/translate-error';
import { LoadError } from '../../../ui/load-error';
import { answerOffer, getOfferBySecret } from '../api/my-work-api';
import { DeclineOfferDialog } from './decline-offer-dialog';
import { OfferCard } from './offer-card';
import '../../../styles/my-records.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; text: string }
  | { status: 'ready'; offer: ArtistOffer; said: string | null };

/**
 * The one-tap page of a job offer (docs/pages.md "Job offer"): the job as the text's link opens it, with
 * Accept and Decline, no login. It opens in the artist's language unless one was chosen on this phone.
 */
export function OfferPage({ secret, myWorkPath }: { secret: string; myWorkPath: string }) {
  const { t } = useTranslation('records');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getOfferBySecret(secret, controller.signal).then(
      (offer) => {
        if (!offer) return setLoaded({ status: 'missing' });
        if (!hasChosenLanguage() && isOneOf(LANGUAGES, offer.language)) void changeLanguage(offer.language);
        setLoaded({ status: 'ready', offer, said: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ status: 'error', text: errorMessage(t, error, 'somethingWentWrong') });
      },
    );
    return () => controller.abort();
  }, [secret, attempt, t]);

  async function answer(how: Parameters<typeof answerOffer>[1]) {
    setBusy(true);
    try {
      const answered = await answerOffer({ secret }, how);
      setLoaded({ status: 'ready', offer: answered.offer, said: translateMessage(t, answered.message) });
    } catch (error) {
      // Expired or gone to another artist (409): say why and show the offer as it is now.
      const said = errorMessage(t, error, 'somethingWentWrong');
      const offer = await getOfferBySecret(secret).catch(() => null);
      setLoaded(offer ? { status: 'ready', offer, said } : { status: 'missing' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <header className="page-heading">
        <h1>
          {loaded.status === 'ready'
            ? t('offers.greeting', { name: loaded.offer.artistFirstName })
            : t('offers.pageTitle')}
        </h1>
      </header>
      {loaded.status === 'loading' && <p role="status">{t('myBookings.loading')}</p>}
      {loaded.status === 'error' && <LoadError text={loaded.text} onRetry={() => setAttempt((n) => n + 1)} />}
      {loaded.status === 'missing' && <p className="card my-empty">{t('offers.missing')}</p>}
      {loaded.status === 'ready' && (
        <>
          {loaded.said && (
            <p className="my-note my-note--offer" role="status">
              {loaded.said}
            </p>
          )}
          <OfferCard
            offer={loaded.offer}
            busy={busy}
            headingLevel={2}
            onAccept={() => void answer({ accept: true })}
            onDecline={() => setDeclining(true)}
          />
        </>
      )}
      <p>
        <a href={myWorkPath}>{t('offers.openMyWork')}</a>
      </p>
      {declining && (
        <DeclineOfferDialog
          onClose={() => setDeclining(false)}
          onDecline={async (decline) => {
            setDeclining(false);
            await answer({ accept: false, decline });
          }}
        />
      )}
    </>
  );
}
