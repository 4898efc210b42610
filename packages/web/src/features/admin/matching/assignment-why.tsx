import { useEffect, useRef, useState } from 'react';
import { formatDayTime, type CustomerBooking } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useOfferActions } from '../api/offers';
import { useResource } from '../hooks/use-resource';
import { bookingTeamOf } from '../team/team-text';
import {
  fairnessFacts,
  freeText,
  matchingStateText,
  offerOutcome,
  suitabilityFacts,
  whyLabel,
  type Candidate,
  type MadeOffer,
} from './matching-text';
import './matching.css';

/**
 * "Why Asha?" in a booking's details (docs/bookings.md#offers-to-artists): a disclosure that, opened, loads
 * GET /api/customers/{id}/assignment and shows every candidate in offer order with the facts that ranked
 * them (or why they were skipped), then every offer made with its answer. Times are India's.
 * `version` moves when the list reloads, so an open disclosure follows the booking.
 */
export function AssignmentWhy({
  booking,
  names,
  version,
}: {
  booking: CustomerBooking;
  names: ReadonlyMap<string, string> | undefined;
  version: number;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const offered = booking.assignment?.artistId ? names?.get(booking.assignment.artistId) : undefined;
  return (
    <details className="assignment-why" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="assignment-why__summary">{whyLabel(t, booking, offered)}</summary>
      {open && (
        <Explanation bookingId={booking._id} shortBy={bookingTeamOf(booking)?.shortBy} version={version} />
      )}
    </details>
  );
}

function Explanation({
  bookingId,
  shortBy,
  version,
}: {
  bookingId: string;
  shortBy: number | null | undefined;
  version: number;
}) {
  const { t, i18n } = useTranslation('admin');
  const actions = useOfferActions();
  const loaded = useResource(`assignment:${bookingId}`, () => actions.explanation(bookingId));
  // Loaded again when the list is (after an action or a live notification), the last answer shown meanwhile.
  const { reload } = loaded;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    reload();
  }, [version, reload]);
  if (loaded.error !== undefined)
    return (
      <p role="alert">
        {t('list.loadFailed')}{' '}
        <button type="button" className="button button--ghost button--small" onClick={loaded.reload}>
          {t('list.retry')}
        </button>
      </p>
    );
  if (!loaded.data) return <p role="status">{t('list.loading')}</p>;
  const { assignment, candidates, offers } = loaded.data;
  const asked = assignment?.artistId
    ? [...candidates, ...offers].find((one) => one.artistId === assignment.artistId)?.fullName
    : undefined;
  const state = matchingStateText(t, assignment, asked, i18n.language, shortBy);
  return (
    <div className="assignment-why__body">
      {state && <p className={`matching-state matching-state--${assignment?.state ?? ''}`}>{state}</p>}
      <h3 className="assignment-why__title">{t('matching.candidatesTitle')}</h3>
      {assignment?.state === 'offering' && <p className="admin-muted">{t('matching.orderHint')}</p>}
      {candidates.length === 0 ? (
        <p>{t('matching.noCandidates')}</p>
      ) : (
        <ol className="why-list" aria-label={t('matching.candidatesTitle')}>
          {candidates.map((candidate) => (
            <CandidateItem
              key={candidate.artistId}
              candidate={candidate}
              offeredNow={assignment?.state === 'offering' && assignment.artistId === candidate.artistId}
            />
          ))}
        </ol>
      )}
      <h3 className="assignment-why__title">{t('matching.offersTitle')}</h3>
      {offers.length === 0 ? (
        <p>{t('matching.noOffers')}</p>
      ) : (
        <ol className="why-list" aria-label={t('matching.offersTitle')}>
          {offers.map((offer) => (
            <OfferItem key={`${offer.round}-${offer.artistId}`} offer={offer} />
          ))}
        </ol>
      )}
    </div>
  );
}

function CandidateItem({ candidate, offeredNow }: { candidate: Candidate; offeredNow: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  return (
    <li className={`why-item${candidate.skipped && !offeredNow ? ' why-item--skipped' : ''}`}>
      <p className="why-item__head">
        <strong>{candidate.fullName}</strong>{' '}
        <span className={`why-tag why-tag--${candidate.free ? 'free' : 'busy'}`}>
          {freeText(t, candidate)}
        </span>
        {offeredNow && <span className="why-tag why-tag--now">{t('matching.offeredNow')}</span>}
        {candidate.skipped && !offeredNow && (
          <span className="why-tag why-tag--skipped">{t(`matching.skipped.${candidate.skipped}`)}</span>
        )}
        {candidate.autoAccept && <span className="why-tag">{t('matching.autoAccept')}</span>}
      </p>
      <p className="why-item__facts">{suitabilityFacts(t, candidate, language).join(' · ')}</p>
      <p className="why-item__facts">
        {[
          ...fairnessFacts(t, candidate, language),
          ...(candidate.openOffers > 0 ? [t('matching.openOffers', { count: candidate.openOffers })] : []),
          ...(candidate.lastOfferedAt
            ? [t('matching.lastOffered', { time: formatDayTime(candidate.lastOfferedAt, language) })]
            : []),
        ].join(' · ')}
      </p>
    </li>
  );
}

function OfferItem({ offer }: { offer: MadeOffer }) {
  const { t, i18n } = useTranslation('admin');
  const time = (iso: string) => formatDayTime(iso, i18n.language);
  return (
    <li className="why-item">
      <p className="why-item__head">
        <span className="admin-muted">{t('matching.round', { round: offer.round })}</span>{' '}
        <strong>{offer.fullName}</strong>{' '}
        <span className={`why-tag why-tag--offer-${offer.state}`}>{offerOutcome(t, offer)}</span>
      </p>
      <p className="why-item__facts">
        {[
          t('matching.offeredAt', { time: time(offer.offeredAt) }),
          ...(offer.state === 'open' ? [t('matching.until', { time: time(offer.expiresAt) })] : []),
          ...(offer.answeredAt ? [t('matching.answeredAt', { time: time(offer.answeredAt) })] : []),
        ].join(' · ')}
      </p>
    </li>
  );
}
