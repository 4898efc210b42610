import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/dialog';

/**
 * `const [askReason, dialog] = useReasonDialog()`; render `dialog`, then `const reason = await
 * askReason(title)`: the text typed, or null when cancelled. A reason is required (rejecting, cancelling).
 */
export function useReasonDialog() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const resolver = useRef<((answer: string | null) => void) | null>(null);

  const finish = useCallback((value: string | null) => {
    resolver.current?.(value);
    resolver.current = null;
    setTitle(null);
  }, []);

  const ask = useCallback((heading: string) => {
    setTitle(heading);
    setText('');
    setMissing(false);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  function submit() {
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    finish(text.trim());
  }

  const dialog = (
    <Dialog
      open={title !== null}
      title={title ?? ''}
      onClose={() => finish(null)}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={() => finish(null)}>
            {tc('confirm.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={submit}>
            {t('work.save')}
          </button>
        </>
      }
    >
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('work.reason')}
        </label>
        <textarea
          id={id}
          className="field__input"
          rows={3}
          maxLength={500}
          value={text}
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
        {missing && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {t('work.reasonRequired')}
          </p>
        )}
      </div>
    </Dialog>
  );
  return [ask, dialog] as const;
}
