import { useState } from 'react';
import { formatRupees, latinDigits, UTR_PATTERN } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { translateMessage } from '../../../lib/translate-error';
import { useToast } from '../../../ui/toast';
import { useAdvancesToCheck, type AdvanceCheck, type AdvanceToCheck } from '../api/advances';
import { ListState } from './list-state';
import { useReasonDialog } from './reason-dialog';

/**
 * Advances to check against the bank statement (issue 28; docs/pages.md#admin-pages): each claim with its
 * amount, UTR and time, marked received or not received (with a note); each refund owed, recorded with the
 * refund's UTR.
 */
export function AdvancesSection() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { list, check } = useAdvancesToCheck();
  const [askReason, reasonDialog] = useReasonDialog();

  const act = async (advance: AdvanceToCheck, body: AdvanceCheck | 'ask-note') => {
    let sent = body;
    if (body === 'ask-note') {
      const note = await askReason({
        title: t('advances.notReceivedTitle'),
        keep: t('advances.keep'),
        confirm: t('advances.notReceived'),
      });
      if (note === null) return;
      sent = { status: 'not_received', note };
    }
    try {
      const answer = await check(advance.bookingId, sent as AdvanceCheck);
      toast.success(translateMessage(t, answer.message));
    } catch (error) {
      toast.error(error instanceof Error ? translateMessage(t, error.message) : String(error));
    }
    list.reload();
  };

  return (
    <section aria-labelledby="admin-section-title">
      <div className="admin-section-head">
        <h2 id="admin-section-title">{t('sections.advances')}</h2>
      </div>
      <p>{t('advances.intro')}</p>
      <ListState
        loading={list.loading}
        failed={list.error !== undefined}
        empty={list.data?.length === 0}
        emptyText={t('advances.empty')}
        onRetry={list.reload}
      />
      {list.data && list.data.length > 0 && (
        <ul className="admin-reviews">
          {list.data.map((advance) => (
            <li key={advance.bookingId}>
              <AdvanceCard advance={advance} onAct={(body) => void act(advance, body)} />
            </li>
          ))}
        </ul>
      )}
      {reasonDialog}
    </section>
  );
}

function AdvanceCard({
  advance,
  onAct,
}: {
  advance: AdvanceToCheck;
  onAct(body: AdvanceCheck | 'ask-note'): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [refundUtr, setRefundUtr] = useState('');
  const when = advance.claimedAt
    ? new Intl.DateTimeFormat(latinDigits(`${i18n.language}-IN`), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(advance.claimedAt))
    : '—';
  return (
    <article className="card admin-review" aria-label={`${advance.fullName} ${advance.reference}`}>
      <p className="admin-review__stars">{t(`advances.status.${advance.status}`)}</p>
      <dl className="admin-review__facts">
        <dt>{t('advances.customer')}</dt>
        <dd>{advance.fullName}</dd>
        <dt>{t('advances.reference')}</dt>
        <dd>{advance.reference}</dd>
        <dt>{t('advances.amount')}</dt>
        <dd>{formatRupees(advance.amount)}</dd>
        <dt>{t('advances.utr')}</dt>
        <dd>{advance.utr ?? '—'}</dd>
        <dt>{t('advances.claimedAt')}</dt>
        <dd>{when}</dd>
      </dl>
      {advance.status === 'claimed' ? (
        <div className="admin-review__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => onAct({ status: 'received' })}
          >
            {t('advances.received')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => onAct('ask-note')}>
            {t('advances.notReceived')}
          </button>
        </div>
      ) : (
        <form
          className="admin-review__actions"
          onSubmit={(event) => {
            event.preventDefault();
            if (UTR_PATTERN.test(refundUtr)) onAct({ status: 'refunded', utr: refundUtr });
          }}
        >
          <label>
            {t('advances.refundUtr')}{' '}
            <input
              inputMode="numeric"
              maxLength={12}
              value={refundUtr}
              onChange={(event) => setRefundUtr(event.target.value.replace(/\D/g, ''))}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={!UTR_PATTERN.test(refundUtr)}>
            {t('advances.refunded')}
          </button>
        </form>
      )}
    </article>
  );
}
