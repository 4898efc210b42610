import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { Dialog } from './dialog';

/** The buttons' words when 'Yes' and 'Cancel' would not say what happens; `danger` for what cannot be undone. */
export interface ConfirmWords {
  yes: string;
  no: string;
  danger?: boolean;
}

/**
 * `const [confirm, dialog] = useConfirm()`; render `dialog`, then `if (await confirm(question))`, or
 * `confirm(question, words)` with buttons that name the action.
 * Replaces window.confirm, which cannot be styled, translated or read well by screen readers.
 */
export function useConfirm() {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<string | null>(null);
  const [words, setWords] = useState<ConfirmWords | undefined>();
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback((text: string, named?: ConfirmWords) => {
    setQuestion(text);
    setWords(named);
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
          {/* What cannot be undone is not the button that Enter presses first. */}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => answer(false)}
            autoFocus={words?.danger}
          >
            {words?.no ?? t('confirm.cancel')}
          </button>
          <button
            type="button"
            className={`button ${words?.danger ? 'button--danger' : 'button--primary'}`}
            onClick={() => answer(true)}
            autoFocus={!words?.danger}
          >
            {words?.yes ?? t('confirm.ok')}
          </button>
        </>
      }
    >
      <p>{question}</p>
    </Dialog>
  );
  return [confirm, dialog] as const;
}
