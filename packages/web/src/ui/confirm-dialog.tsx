import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Dialog } from './dialog';

/**
 * The buttons' words when 'Yes' and 'Cancel' would not say what happens; `danger` for what cannot be undone;
 * `title` when the dialog's heading can say what is asked ("Join the waiting list for 15 Dec 2026?").
 */
export interface ConfirmWords {
  yes: string;
  no: string;
  danger?: boolean;
  title?: string;
}

/**
 * `const [confirm, dialog] = useConfirm()`; render `dialog`, then `if (await confirm(question))`, or
 * `confirm(question, words)` with buttons that name the action.
 * Replaces window.confirm, which cannot be styled, translated or read well by screen readers.
 */
export function useConfirm() {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<ReactNode>(null);
  const [words, setWords] = useState<ConfirmWords | undefined>();
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  }, []);

  // `text`: the question, or what is confirmed laid out (a booking's summary) under a title that asks.
  const confirm = useCallback((text: ReactNode, named?: ConfirmWords) => {
    setQuestion(text);
    setWords(named);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <Dialog
      open={question !== null}
      title={words?.title ?? t('confirm.title')}
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
      {typeof question === 'string' ? <p>{question}</p> : question}
    </Dialog>
  );
  return [confirm, dialog] as const;
}
