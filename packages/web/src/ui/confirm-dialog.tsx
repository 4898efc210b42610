import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { Dialog } from './dialog';

/**
 * `const [confirm, dialog] = useConfirm()`; render `dialog`, then `if (await confirm(question))`.
 * Replaces window.confirm, which cannot be styled, translated or read well by screen readers.
 */
export function useConfirm() {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<string | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback((text: string) => {
    setQuestion(text);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <Dialog
      open={question !== null}
      title={t('confirm.title')}
      onClose={() => answer(false)}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={() => answer(false)}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => answer(true)} autoFocus>
            {t('confirm.ok')}
          </button>
        </>
      }
    >
      <p>{question}</p>
    </Dialog>
  );
  return [confirm, dialog] as const;
}
