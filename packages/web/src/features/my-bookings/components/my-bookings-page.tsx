import { useCallback, useEffect, useState } from 'react';
import {
  bookingReference,
  CANCEL_CUTOFF_HOURS,
  venueText,
  whatsappLink,
  type MyBooking,
  type Review,
  formatTime,
} from '@mehendi/shared';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useTranslation, type TFunction } from '../../../i18n';
import { translateMessage } from '../../../lib/translate-error';
import { telLink, useBookingLabels } from '../../../lib/booking-labels';
import { ReasonDialog } from '../../../ui/reason-dialog';
import { useOwnRecords } from '../../../lib/use-own-records';
import { useLinkedCard } from '../../../lib/linked-card';
import { cancelMoneyText } from './cancel-money';
import { LoadError } from '../../../ui/load-error';
import { useConfirm } from '../../../ui/confirm-dialog';
import { BookedWorkFacts } from '../../../ui/booked-work-facts';
import { DesignThumbnails } from '../../../ui/design-thumbnails';
import { ShareOnWhatsApp } from '../../../ui/share-on-whatsapp';
import { useToast } from '../../../ui/toast';
import {
  acceptMyOffer,
  cancelMyBooking,
  deleteMyData,
  downloadCalendar,
  listMyBookings,
  listMyReviews,
  postMyReview,
  rescheduleMyBooking,
} from '../api/my-bookings-api';
import { movedMessage } from '../reschedule/moved-message';
import { RescheduleDialog } from '../reschedule/reschedule-dialog';
import { RateMehendi } from './rate-mehendi';
import { AdvancePanel } from '../advance/advance-panel';
import { TeamPanel } from '../team/team-panel';
import '../../../styles/my-records.css';

interface MyBookingsPageProps {
  token: string;
  /** The owner's number, for bookings too close to cancel online; null until the configuration loads. */
  contactPhone: string | null;
  /** The session was refused (expired or signed out elsewhere): log in again. */
  onSessionEnded(): void;
  onSignOut(): void;
}

/** The customer's own bookings, upcoming first, with calendar, cancel and delete-my-data (docs/pages.md). */
export function MyBookingsPage({ token, contactPhone, onSessionEnded, onSignOut }: MyBookingsPageProps) {
  const { t, i18n } = useTranslation('records');
  const labels = useBookingLabels();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const bookings = useCallback((signal?: AbortSignal) => listMyBookings(token, signal), [token]);
  const { loaded, reload: load, retry, refused } = useOwnRecords(bookings, onSessionEnded);
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  const cancelMoney = cancelling && cancelMoneyText(t, cancelling);
  useLinkedCard(loaded.status === 'ready');
  const [moving, setMoving] = useState<MyBooking | null>(null);
  // The customer's reviews by booking; a list that fails to load only hides "Rate your mehendi".
  const [reviews, setReviews] = useState<ReadonlyMap<string, Review> | null>(null);
  const loadReviews = useCallback(
    (signal?: AbortSignal) =>
      listMyReviews(token, signal)
        .then((list) => setReviews(new Map(list.map((review) => [review.bookingId, review]))))
        .catch(() => undefined),
    [token],
  );
  useEffect(() => {
    const controller = new AbortController();
    void loadReviews(controller.signal);
    return () => controller.abort();
  }, [loadReviews]);

  const acceptOffer = async (booking: MyBooking) => {
    try {
      const answer = await acceptMyOffer(token, booking._id);
      toast.success(translateMessage(t, answer.message));
    } catch (error) {
      // Expired meanwhile: the message says so, and the list shows the booking back in line.
      refused(error, 'somethingWentWrong');
    }
    await load();
  };

  const deleteData = async () => {
    if (!(await confirm(t('myBookings.deleteDataQuestion')))) return;
    try {
      const answer = await deleteMyData(token);
      toast.success(translateMessage(t, answer.message), { acrossNavigation: true });
      onSignOut();
    } catch (error) {
      refused(error, 'somethingWentWrong');
    }
  };

  return (
    <>
      <header className="page-heading">
        <h1>{t('myBookings.title', { ns: 'public' })}</h1>
        <p>{t('myBookings.intro', { hours: CANCEL_CUTOFF_HOURS })}</p>
      </header>
      {loaded.status === 'loading' && <p role="status">{t('myBookings.loading')}</p>}
      {loaded.status === 'error' && <LoadError text={loaded.text} onRetry={retry} />}
      {loaded.status === 'ready' && loaded.data.length === 0 && (
        <div className="card my-empty">
          <p>{t('myBookings.empty')}</p>
          <Link to={paths.customerDashboard} className="button button--primary">
            {t('myBookings.bookNow', { ns: 'public' })}
          </Link>
        </div>
      )}
      {loaded.status === 'ready' && loaded.data.length > 0 && (
        <ul className="my-list">
          {loaded.data.map((booking) => (
            <li key={booking._id}>
              <BookingCard
                token={token}
                onChanged={load}
                onRefused={(error) => refused(error, 'somethingWentWrong')}
                booking={booking}
                contactPhone={contactPhone}
                onCalendar={() =>
                  downloadCalendar(token, booking._id, i18n.language).catch((error: unknown) =>
                    refused(error, 'somethingWentWrong'),
                  )
                }
                onCancel={() => setCancelling(booking)}
                onAcceptOffer={() => void acceptOffer(booking)}
                onReschedule={() => setMoving(booking)}
                review={reviews ? { given: reviews.get(booking._id) } : null}
                onRate={async (review) => {
                  await postMyReview(token, booking._id, review);
                  toast.success(t('messages.reviewSaved', { ns: 'common' }));
                  await loadReviews();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <section className="my-account card" aria-labelledby="my-account-heading">
        <h2 id="my-account-heading">{t('myBookings.accountTitle')}</h2>
        <p>{t('myBookings.deleteDataText')}</p>
        <div className="my-actions">
          <button type="button" className="button button--ghost" onClick={() => void deleteData()}>
            {t('myBookings.deleteData')}
          </button>
          <button type="button" className="button button--ghost" onClick={onSignOut}>
            {t('myBookings.signOut')}
          </button>
        </div>
      </section>
      {cancelling && (
        <ReasonDialog
          title={t('myBookings.cancelTitle')}
          question={
            <>
              <p>{t('myBookings.cancelQuestion', { dates: labels.dates(cancelling.selectedDates) })}</p>
              {cancelMoney && <p className="my-note">{cancelMoney}</p>}
            </>
          }
          label={t('myBookings.reason')}
          keepLabel={t('myBookings.keep')}
          confirmLabel={t('myBookings.confirmCancel')}
          onClose={() => setCancelling(null)}
          onConfirm={async (reason) => {
            try {
              const answer = await cancelMyBooking(token, cancelling._id, reason);
              toast.success(translateMessage(t, answer.message));
              setCancelling(null);
              await load();
            } catch (error) {
              setCancelling(null);
              refused(error, 'somethingWentWrong');
            }
          }}
        />
      )}
      {moving && (
        <RescheduleDialog
          booking={moving}
          onClose={() => setMoving(null)}
          onConfirm={async (change) => {
            const answer = await rescheduleMyBooking(token, moving._id, change);
            const language = i18n.resolvedLanguage ?? i18n.language;
            toast.success(
              movedMessage(t, language, moving.selectedDates, change.selectedDates) ??
                translateMessage(t, answer.message),
            );
            setMoving(null);
            await load();
          }}
        />
      )}
      {confirmDialog}
    </>
  );
}

function BookingCard({
  token,
  onChanged,
  onRefused,
  booking,
  contactPhone,
  onCalendar,
  onCancel,
  onAcceptOffer,
  onReschedule,
  review,
  onRate,
}: {
  token: string;
  onChanged(): Promise<void>;
  onRefused(error: unknown): void;
  booking: MyBooking;
  /** The booking's review (`given` undefined: none yet); null while the reviews are not loaded. */
  review: { given: Review | undefined } | null;
  onRate(review: { stars: number; text: string; photos: File[] }): Promise<void>;
  contactPhone: string | null;
  onCalendar(): void;
  onCancel(): void;
  onAcceptOffer(): void;
  onReschedule(): void;
}) {
  const { t, i18n } = useTranslation('records');
  const labels = useBookingLabels();
  const open = booking.status === 'new' || booking.status === 'confirmed';
  return (
    // The id is the booking's reference, which texts link to (lib/linked-card.ts).
    <article
      id={bookingReference(booking._id)}
      tabIndex={-1}
      className="card my-card"
      aria-label={labels.dates(booking.selectedDates)}
    >
      <p className={`my-status my-status--${booking.status}`}>{statusText(t, booking)}</p>
      <h2 className="my-card__title">{labels.dates(booking.selectedDates)}</h2>
      {booking.waitlistPosition !== null && (
        <p className="my-note my-note--waitlist">
          {t('myBookings.waitlistPosition', { position: booking.waitlistPosition })}
        </p>
      )}
      {booking.offerExpiresAt && (
        <p className="my-note my-note--offer" role="status">
          {t('myBookings.offer', { time: formatTime(booking.offerExpiresAt, i18n.language) })}
        </p>
      )}
      {booking.team && (
        <TeamPanel token={token} booking={booking} onChanged={onChanged} onRefused={onRefused} />
      )}
      {booking.startCode && (
        <div className="my-start-code">
          <p>{t('myBookings.startCode')}</p>
          <strong>{booking.startCode}</strong>
          <p>{t('myBookings.startCodeHint')}</p>
        </div>
      )}
      {booking.advance && (
        <AdvancePanel
          token={token}
          bookingId={booking._id}
          advance={booking.advance}
          refundHours={booking.advance.refundHours}
          onChanged={onChanged}
        />
      )}
      <dl className="my-facts">
        <BookedWorkFacts work={booking} />
        {booking.status === 'cancelled' && booking.cancelReason && (
          <>
            <dt>{t('myBookings.cancelReason')}</dt>
            <dd>{booking.cancelReason}</dd>
          </>
        )}
        {booking.artist && (
          <>
            <dt>{t('myBookings.artist')}</dt>
            <dd>{booking.artist.firstName}</dd>
          </>
        )}
      </dl>
      <DesignThumbnails record={booking} />
      <div className="my-actions">
        {booking.offerExpiresAt && (
          <button type="button" className="button button--primary" onClick={onAcceptOffer}>
            {t('myBookings.acceptOffer')}
          </button>
        )}
        {booking.artist && (booking.status === 'confirmed' || booking.status === 'in_progress') && (
          <a
            className="button button--primary"
            href={whatsappLink(booking.artist.whatsappNumber)}
            target="_blank"
            rel="noreferrer"
          >
            {t('myBookings.whatsapp', { name: booking.artist.firstName })}
          </a>
        )}
        {open && (
          <button type="button" className="button button--ghost" onClick={onCalendar}>
            {t('myBookings.addToCalendar')}
          </button>
        )}
        {open && (
          <ShareOnWhatsApp
            booking={{
              dates: booking.selectedDates,
              time: booking.selectedTime,
              venue: venueText(booking.venueAddress, booking.venuePincode),
              reference: booking.reference,
            }}
          />
        )}
        {booking.canReschedule && (
          <button type="button" className="button button--ghost" onClick={onReschedule}>
            {t('myBookings.reschedule')}
          </button>
        )}
        {booking.canCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('myBookings.cancel')}
          </button>
        )}
      </div>
      {booking.status === 'completed' && review && <RateMehendi review={review.given} onSubmit={onRate} />}
      {open && !booking.canCancel && (
        <p className="my-note">
          {t('myBookings.tooLate', { hours: CANCEL_CUTOFF_HOURS })}{' '}
          {contactPhone && <a href={telLink(contactPhone)}>{contactPhone}</a>}
        </p>
      )}
    </article>
  );
}

/**
 * The booking's status line: "Finding your artist" while artists are asked
 * (docs/bookings.md#offers-to-artists), "Confirmed with Priya" once one is, else the status; a team's
 * (issue 47) "Waiting for artists", "Finding your artists", "Confirmed: your team of 7 artists".
 */
function statusText(t: TFunction, booking: MyBooking): string {
  if (booking.status === 'new' && booking.team)
    return t(booking.findingArtist ? 'myBookings.findingTeam' : 'myBookings.waitingTeam');
  if (booking.status === 'new' && booking.findingArtist) return t('myBookings.findingArtist');
  if (booking.status === 'confirmed' && booking.team)
    return t('myBookings.confirmedTeam', { count: booking.team.artistsNeeded });
  if (booking.status === 'confirmed' && booking.artist)
    return t('myBookings.confirmedWith', { name: booking.artist.firstName });
  return t(`myBookings.status.${booking.status}`);
}
