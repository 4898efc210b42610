import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/translate-error';

interface StartJobFormProps {
  onStart(code: string): Promise<void>;
  /** A failure that is not about the code (a lost session, no connection). */
  onFailed(error: unknown): void;
}

/**
 * "Start the job" on My work (docs/pages.md): the artist types the customer's 4-digit start code at the
 * door. A wrong code is said under the field; the page reloads after a lock so the card says so.
 */
export function StartJobForm({ onStart, onFailed }: StartJobFormProps) {
  const { t } = useTranslation('records');
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onStart(code.trim());
      setError(null);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) {
        setError(errorMessage(t, failure, 'somethingWentWrong'));
      } else {
        setError(null);
        onFailed(failure);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="my-start-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="field">
        <label className="field__label" htmlFor={fieldId}>
          {t('myWork.codeLabel')}
        </label>
        <span id={hintId}>{t('myWork.codeHint')}</span>
        <input
          id={fieldId}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          pattern="[0-9]{4}"
          value={code}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        {error && (
          <span id={errorId} className="field__error" role="alert">
            {error}
          </span>
        )}
      </p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('myWork.start')}
      </button>
    </form>
  );
}
