import { useCallback } from 'react';
import { formatRupees, type AdvanceReceipt, formatDay, indiaDayOf } from '@mehendi/shared';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useOwnRecords } from '../../../lib/use-own-records';
import { LoadError } from '../../../ui/load-error';
import { getAdvanceReceipt } from '../api/my-bookings-api';
import './receipt.css';

interface ReceiptPageProps {
  token: string;
  bookingId: string;
  onSessionEnded(): void;
}

/**
 * A received advance's receipt (issue 28, docs/pages.md "Advance receipt"): printable on A4 and by a
 * phone's "Save as PDF"; the labels in the page's language, the amount in words in the booking's.
 */
export function ReceiptPage({ token, bookingId, onSessionEnded }: ReceiptPageProps) {
  const { t } = useTranslation('records');
  const read = useCallback(
    (signal?: AbortSignal) => getAdvanceReceipt(token, bookingId, signal),
    [token, bookingId],
  );
  const { loaded, retry } = useOwnRecords(read, onSessionEnded);
  return (
    <>
      {loaded.status === 'loading' && <p role="status">{t('myBookings.loading')}</p>}
      {loaded.status === 'error' && <LoadError text={loaded.text} onRetry={retry} />}
      {loaded.status === 'ready' && <Receipt receipt={loaded.data} />}
    </>
  );
}

function Receipt({ receipt }: { receipt: AdvanceReceipt }) {
  const { t, i18n } = useTranslation('records');
  const date = formatDay(indiaDayOf(receipt.receivedAt), i18n.language);
  return (
    <article className="receipt card" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <p className="receipt__business">{receipt.businessName}</p>
        <h1 id="receipt-title">{t('receipt.title')}</h1>
      </header>
      <dl className="receipt__facts">
        <dt>{t('receipt.reference')}</dt>
        <dd>{receipt.reference}</dd>
        <dt>{t('receipt.customer')}</dt>
        <dd>{receipt.customerName}</dd>
        <dt>{t('receipt.amount')}</dt>
        <dd>
          <strong className="receipt__amount">{formatRupees(receipt.amount)}</strong>
          <span className="receipt__words" lang={receipt.language}>
            {receipt.amountInWords}
          </span>
        </dd>
        <dt>{t('receipt.utr')}</dt>
        <dd>{receipt.utr}</dd>
        <dt>{t('receipt.date')}</dt>
        <dd>{date}</dd>
        <dt>{t('receipt.paidBy')}</dt>
        <dd>UPI</dd>
      </dl>
      <p className="receipt__policy">{t('advance.policy', { hours: receipt.refundHours })}</p>
      <div className="receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
        <Link to={paths.myBookings} className="button button--ghost">
          {t('receipt.back')}
        </Link>
      </div>
    </article>
  );
}
