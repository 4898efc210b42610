import { useCallback, useEffect, useId, useState } from 'react';
import { CANCEL_CUTOFF_HOURS, type MyBooking } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { errorMessage, translateMessage } from '../../../lib/translate-error';
import { rupeeRange, telLink, useBookingLabels, whatsappLink } from '../../../lib/booking-labels';
import { Dialog } from '../../../ui/dialog';
import { useConfirm } from '../../../ui/confirm-dialog';
import { RemoteImage } from '../../../ui/remote-image';
import { useToast } from '../../../ui/toast';
import { cancelMyBooking, deleteMyData, downloadCalendar, listMyBookings } from '../api/my-bookings-api';
import '../../../styles/my-records.css';

interface MyBookingsPageProps {
  token: string;
  /** The owner's number, for bookings too close to cancel online; null until the configuration loads. */
  contactPhone: string | null;
  /** The session was refused (expired or signed out elsewhere): log in again. */
  onSessionEnded(): void;
  onSignOut(): void;
}

type Loaded =
  { status: 'loading' } | { status: 'ready'; bookings: MyBooking[] } | { status: 'error'; text: string };

/** The customer's own bookings, upcoming first, with calendar, cancel and delete-my-data (docs/pages.md). */
export function MyBookingsPage({ token, contactPhone, onSessionEnded, onSignOut }: MyBookingsPageProps) {
  const { t } = useTranslation('public');
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);

  const refused = useCallback(
    (error: unknown, fallback: string) => {
      if ((error as { status?: number }).status === 401) return onSessionEnded();
      toast.error(errorMessage(t, error, fallback));
    },
    [onSessionEnded, t, toast],
  );

  const load = useCallback(
    (signal?: AbortSignal) =>
      listMyBookings(token, signal).then(
        (bookings) => setLoaded({ status: 'ready', bookings }),
        (error: unknown) => {
          if (signal?.aborted) return;
          if ((error as { status?: number }).status === 401) return onSessionEnded();
          setLoaded({ status: 'error', text: errorMessage(t, error, 'somethingWentWrong') });
        },
      ),
    [token, onSessionEnded, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

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
        <h1>{t('myBookings.title')}</h1>
        <p>{t('myBookings.intro', { hours: CANCEL_CUTOFF_HOURS })}</p>
      </header>
      {loaded.status === 'loading' && <p role="status">{t('myBookings.loading')}</p>}
      {loaded.status === 'error' && (
        <p className="alert alert--error" role="alert">
          {loaded.text}
        </p>
      )}
      {loaded.status === 'ready' && loaded.bookings.length === 0 && (
        <p className="card my-empty">{t('myBookings.empty')}</p>
      )}
      {loaded.status === 'ready' && loaded.bookings.length > 0 && (
        <ul className="my-list">
          {loaded.bookings.map((booking) => (
            <li key={booking._id}>
              <BookingCard
                booking={booking}
                contactPhone={contactPhone}
                onCalendar={() =>
                  downloadCalendar(token, booking._id).catch((error: unknown) =>
                    refused(error, 'somethingWentWrong'),
                  )
                }
                onCancel={() => setCancelling(booking)}
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
        <CancelDialog
          booking={cancelling}
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
      {confirmDialog}
    </>
  );
}

function BookingCard({
  booking,
  contactPhone,
  onCalendar,
  onCancel,
}: {
  booking: MyBooking;
  contactPhone: string | null;
  onCalendar(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('public');
  const labels = useBookingLabels();
  const open = booking.status === 'new' || booking.status === 'confirmed';
  const designs = [...booking.selectedDesigns, ...booking.sidersDesigns];
  return (
    <article className="card my-card" aria-label={labels.dates(booking.selectedDates)}>
      <p className={`my-status my-status--${booking.status}`}>{t(`myBookings.status.${booking.status}`)}</p>
      <h2 className="my-card__title">{labels.dates(booking.selectedDates)}</h2>
      <dl className="my-facts">
        <dt>{t('myBookings.slot')}</dt>
        <dd>{labels.stored(booking.selectedTime)}</dd>
        <dt>{t('myBookings.variety')}</dt>
        <dd>{labels.stored(booking.mehendiVariety)}</dd>
        <dt>{t('myBookings.price')}</dt>
        <dd>{rupeeRange(booking.priceRange)}</dd>
        {booking.artist && (
          <>
            <dt>{t('myBookings.artist')}</dt>
            <dd>{booking.artist.firstName}</dd>
          </>
        )}
      </dl>
      {designs.length > 0 && (
        <ul className="my-designs" aria-label={t('myBookings.designs')}>
          {designs.map((src, index) => (
            <li key={src}>
              <RemoteImage src={src} alt={t('myBookings.designAlt', { number: index + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <div className="my-actions">
        {booking.artist && booking.status === 'confirmed' && (
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
        {booking.canCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('myBookings.cancel')}
          </button>
        )}
      </div>
      {open && !booking.canCancel && (
        <p className="my-note">
          {t('myBookings.tooLate', { hours: CANCEL_CUTOFF_HOURS })}{' '}
          {contactPhone && <a href={telLink(contactPhone)}>{contactPhone}</a>}
        </p>
      )}
    </article>
  );
}

function CancelDialog({
  booking,
  onClose,
  onConfirm,
}: {
  booking: MyBooking;
  onClose(): void;
  onConfirm(reason: string): Promise<void>;
}) {
  const { t } = useTranslation('public');
  const labels = useBookingLabels();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <Dialog
      open
      title={t('myBookings.cancelTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('myBookings.keep')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onConfirm(reason).finally(() => setBusy(false));
            }}
          >
            {t('myBookings.confirmCancel')}
          </button>
        </>
      }
    >
      <p>{t('myBookings.cancelQuestion', { dates: labels.dates(booking.selectedDates) })}</p>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('myBookings.reason')}
        </label>
        <textarea id={id} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </Dialog>
  );
}
