import { useId, useState, type ReactNode } from 'react';
import { Dialog } from './dialog';

interface ReasonDialogProps {
  title: string;
  /** The question above the field (what will happen). */
  question?: ReactNode;
  label: string;
  /** The button that closes without acting. */
  keepLabel: string;
  confirmLabel: string;
  /** Shown when confirmed empty; without it the reason may be left empty. */
  requiredMessage?: string;
  onClose(): void;
  /** Gets the trimmed reason; the confirm button waits while it runs. */
  onConfirm(reason: string): unknown;
}

/**
 * Asks for a reason before an action that needs one (cancelling a booking, handing a job back, rejecting
 * an application): shown while rendered, closed by `onClose` or after `onConfirm`.
 */
export function ReasonDialog({
  title,
  question,
  label,
  keepLabel,
  confirmLabel,
  requiredMessage,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const reason = text.trim();
    if (requiredMessage && reason === '') return setMissing(true);
    setBusy(true);
    try {
      await onConfirm(reason);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {keepLabel}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {question && (typeof question === 'string' ? <p>{question}</p> : question)}
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <textarea
          id={id}
          className="field__input"
          rows={3}
          maxLength={500}
          value={text}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
          autoFocus
        />
        {missing && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {requiredMessage}
          </p>
        )}
      </div>
    </Dialog>
  );
}
