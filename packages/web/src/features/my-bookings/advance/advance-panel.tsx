import { useEffect, useState, type FormEvent } from 'react';
import { formatRupees, UTR_PATTERN, type BookingAdvance } from '@mehendi/shared';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { errorMessage, translateMessage } from '../../../lib/translate-error';
import { useToast } from '../../../ui/toast';
import { UtrField } from '../../../ui/utr-field';
import { claimMyAdvance } from '../api/my-bookings-api';

interface AdvancePanelProps {
  token: string;
  bookingId: string;
  advance: BookingAdvance;
  /** ADVANCE_REFUND_HOURS as the policy says it; the server's texts carry the same figure. */
  refundHours: number;
  onChanged(): Promise<void>;
}

/**
 * The booking's advance (issue 28, docs/pages.md "My bookings"): while due, the amount and the policy, a
 * button with the `upi://pay` link (a phone opens its UPI app), the same link as a QR code on a wider
 * screen, and "I have paid" with the payment's 12-digit UTR; then where it is, and the receipt once received.
 */
export function AdvancePanel({ token, bookingId, advance, refundHours, onChanged }: AdvancePanelProps) {
  const { t } = useTranslation('records');
  const amount = formatRupees(advance.amount);
  // Due with nothing to pay any more (the booking was cancelled or is done): no empty box (issue 44).
  if (advance.status === 'due' && !advance.upiLink) return null;
  return (
    <section className={`my-advance my-advance--${advance.status}`} aria-label={t('advance.title')}>
      {advance.status === 'due' && advance.upiLink && (
        <>
          <h3>{t('advance.pay', { amount })}</h3>
          <p>{t('advance.policy', { hours: refundHours })}</p>
          {advance.note && (
            <p className="my-note my-note--alert" role="status">
              {t('advance.notReceived', { note: advance.note })}
            </p>
          )}
          {advance.upiLink && (
            <div className="my-advance__pay">
              <a className="button button--primary" href={advance.upiLink}>
                {t('advance.payButton', { amount })}
              </a>
              <UpiQr link={advance.upiLink} label={t('advance.qr', { amount })} />
            </div>
          )}
          <UtrForm token={token} bookingId={bookingId} onChanged={onChanged} />
        </>
      )}
      {advance.status === 'claimed' && (
        <>
          <h3>{t('advance.claimedTitle', { amount })}</h3>
          <p>{t('advance.claimed', { utr: advance.utr })}</p>
        </>
      )}
      {advance.status === 'received' && (
        <>
          <h3>{t('advance.received')}</h3>
          <p>{t('advance.receivedText', { amount, utr: advance.utr })}</p>
          <Link className="button button--ghost" to={paths.advanceReceipt(bookingId)}>
            {t('advance.receipt')}
          </Link>
        </>
      )}
      {advance.status === 'refund_due' && <p>{t('advance.refundDue', { amount })}</p>}
      {advance.status === 'refunded' && <p>{t('advance.refunded', { amount, utr: advance.refundUtr })}</p>}
      {advance.status === 'forfeited' && <p>{t('advance.forfeited', { amount, hours: refundHours })}</p>}
    </section>
  );
}

/** The link as a QR code, drawn once the QR code's library has loaded (a chunk of its own). */
function UpiQr({ link, label }: { link: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('./upi-qr')
      .then(({ upiQrSvg }) => upiQrSvg(link))
      .then((markup) => {
        if (current) setSvg(markup);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [link]);
  if (!svg) return null;
  return (
    <figure className="my-advance__qr">
      {/* The markup is the library's own SVG of our link, not text from anyone. */}
      <div role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>{label}</figcaption>
    </figure>
  );
}

function UtrForm({ token, bookingId, onChanged }: Omit<AdvancePanelProps, 'advance' | 'refundHours'>) {
  const { t } = useTranslation('records');
  const toast = useToast();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = utr.trim();
    if (!UTR_PATTERN.test(value)) {
      setError(t('messages.utrFormat', { ns: 'common' }));
      return;
    }
    setBusy(true);
    try {
      const answer = await claimMyAdvance(token, bookingId, value);
      toast.success(translateMessage(t, answer.message));
      setError(null);
      await onChanged();
    } catch (failure) {
      setError(errorMessage(t, failure, 'somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="my-advance__utr" onSubmit={(event) => void submit(event)} noValidate>
      <UtrField
        label={t('advance.utrLabel')}
        hint={t('advance.utrHint')}
        name="utr"
        value={utr}
        onDigits={(digits) => {
          setUtr(digits);
          setError(null);
        }}
        error={error ?? undefined}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('advance.paid')}
      </button>
    </form>
  );
}
