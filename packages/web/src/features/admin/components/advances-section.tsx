import { useState } from 'react';
import { formatRupees, UTR_PATTERN, formatDayTime } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { useAdvancesToCheck, type AdvanceCheck, type AdvanceToCheck } from '../api/advances';
import { useActionToast } from '../hooks/use-action-toast';
import { CheckQueue } from './check-queue';
import { useReasonDialog } from './reason-dialog';
import { UtrField } from '../../../ui/utr-field';
import { useConfirm } from '../../../ui/confirm-dialog';

/**
 * Advances to check against the bank statement (issue 28; docs/pages.md#admin-pages): each claim with its
 * amount, UTR and time, marked received or not received (with a note); each refund owed, recorded with the
 * refund's UTR.
 */
export function AdvancesSection() {
  const { t } = useTranslation('admin');
  const { list, check } = useAdvancesToCheck();
  const [askReason, reasonDialog] = useReasonDialog();
  const [confirm, confirmDialog] = useConfirm();
  const send = useActionToast(list.reload);

  const act = async (advance: AdvanceToCheck, body: AdvanceCheck | 'ask-note') => {
    let sent = body;
    // Marking received texts the customer a receipt and cannot be taken back: asked once.
    if (body !== 'ask-note' && body.status === 'received') {
      const sure = await confirm(
        t('advances.receivedAsk', {
          amount: formatRupees(advance.amount),
          name: advance.fullName,
          utr: advance.utr ?? '—',
        }),
        { title: t('advances.receivedTitle'), yes: t('advances.markReceived'), no: t('advances.keep') },
      );
      if (!sure) return;
    }
    if (body === 'ask-note') {
      const note = await askReason({
        title: t('advances.notReceivedTitle'),
        keep: t('advances.keep'),
        confirm: t('advances.notReceived'),
      });
      if (note === null) return;
      sent = { status: 'not_received', note };
    }
    await send(() => check(advance.bookingId, sent as AdvanceCheck));
  };

  return (
    <CheckQueue
      title={t('sections.advances')}
      intro={t('advances.intro')}
      emptyText={t('advances.empty')}
      list={list}
      keyOf={(advance) => advance.bookingId}
      renderCard={(advance) => <AdvanceCard advance={advance} onAct={(body) => void act(advance, body)} />}
      dialog={
        <>
          {reasonDialog}
          {confirmDialog}
        </>
      }
    />
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
  const [refundError, setRefundError] = useState<string>();
  const when = advance.claimedAt ? formatDayTime(advance.claimedAt, i18n.language) : '—';
  return (
    <article className="card check-card" aria-label={`${advance.fullName} ${advance.reference}`}>
      <p className="check-card__status">{t(`advances.status.${advance.status}`)}</p>
      <dl className="check-card__facts">
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
        {advance.refundTo && (
          <>
            <dt>{t('advances.refundTo')}</dt>
            <dd>{t('advances.refundToNumber', { number: advance.refundTo })}</dd>
          </>
        )}
      </dl>
      {advance.status === 'claimed' ? (
        <div className="check-card__actions">
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
          className="check-card__refund"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (UTR_PATTERN.test(refundUtr)) onAct({ status: 'refunded', utr: refundUtr });
            else setRefundError(t('messages.utrFormat', { ns: 'common' }));
          }}
        >
          <UtrField
            label={t('advances.refundUtr')}
            value={refundUtr}
            onDigits={(digits) => {
              setRefundUtr(digits);
              setRefundError(undefined);
            }}
            error={refundError}
          />
          <button type="submit" className="button button--primary">
            {t('advances.refunded')}
          </button>
        </form>
      )}
    </article>
  );
}
