import { useId, useState } from 'react';
import { OFFER_DECLINE_REASONS, type OfferDecline, type OfferDeclineReason } from '@mehendi/shared';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/dialog';

interface DeclineOfferDialogProps {
  onClose(): void;
  /** Gets the reason (and the note, needed with "other"); the button waits while it runs. */
  onDecline(decline: OfferDecline): Promise<unknown>;
}

/** Why the artist declines a job offer: busy, too far, not my style, or other with a few words. */
export function DeclineOfferDialog({ onClose, onDecline }: DeclineOfferDialogProps) {
  const { t } = useTranslation('records');
  const id = useId();
  const [reason, setReason] = useState<OfferDeclineReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!reason) return setProblem(t('offers.reasonRequired'));
    if (reason === 'other' && note.trim() === '') return setProblem(t('offers.noteRequired'));
    setBusy(true);
    try {
      await onDecline({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={t('offers.declineTitle')}
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
            onClick={() => void confirm()}
          >
            {t('offers.confirmDecline')}
          </button>
        </>
      }
    >
      <fieldset className="field" aria-describedby={problem ? `${id}-problem` : undefined}>
        <legend className="field__label">{t('offers.whyDecline')}</legend>
        <div className="choice-group__options">
          {OFFER_DECLINE_REASONS.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setProblem(null);
                }}
              />
              <span>{t(`offers.reasons.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {reason === 'other' && (
        <div className="field">
          <label htmlFor={`${id}-note`} className="field__label">
            {t('offers.note')}
          </label>
          <textarea
            id={`${id}-note`}
            className="field__input"
            rows={2}
            maxLength={300}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setProblem(null);
            }}
          />
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
