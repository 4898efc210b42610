import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ReasonDialog } from '../../../ui/reason-dialog';

/**
 * `const [askReason, dialog] = useReasonDialog()`; render `dialog`, then `const reason = await
 * askReason(title)`: the text typed, or null when cancelled. A reason is required (rejecting, cancelling).
 */
export function useReasonDialog() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [title, setTitle] = useState<string | null>(null);
  const resolver = useRef<((answer: string | null) => void) | null>(null);

  const finish = useCallback((value: string | null) => {
    resolver.current?.(value);
    resolver.current = null;
    setTitle(null);
  }, []);

  const ask = useCallback((heading: string) => {
    setTitle(heading);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = title !== null && (
    <ReasonDialog
      title={title}
      label={t('work.reason')}
      keepLabel={tc('confirm.cancel')}
      confirmLabel={t('work.save')}
      requiredMessage={t('work.reasonRequired')}
      onClose={() => finish(null)}
      onConfirm={finish}
    />
  );
  return [ask, dialog] as const;
}
