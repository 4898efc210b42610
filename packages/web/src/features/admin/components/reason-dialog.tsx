import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ReasonDialog } from '../../../ui/reason-dialog';

/** What the dialog asks: its title, and its two buttons named by what they do ('Keep the booking'). */
export interface ReasonQuestion {
  title: string;
  keep: string;
  confirm: string;
}

/**
 * `const [askReason, dialog] = useReasonDialog()`; render `dialog`, then `const reason = await
 * askReason(question)`: the text typed, or null when kept. A reason is required (rejecting, cancelling).
 */
export function useReasonDialog() {
  const { t } = useTranslation('admin');
  const [question, setQuestion] = useState<ReasonQuestion | null>(null);
  const resolver = useRef<((answer: string | null) => void) | null>(null);

  const finish = useCallback((value: string | null) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const ask = useCallback((next: ReasonQuestion) => {
    setQuestion(next);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = question !== null && (
    <ReasonDialog
      title={question.title}
      label={t('work.reason')}
      keepLabel={question.keep}
      confirmLabel={question.confirm}
      requiredMessage={t('work.reasonRequired')}
      onClose={() => finish(null)}
      onConfirm={finish}
    />
  );
  return [ask, dialog] as const;
}
