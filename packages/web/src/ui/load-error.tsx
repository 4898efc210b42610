import { useTranslation } from '../i18n';

/**
 * A list that could not be loaded (the booking form's designs, My bookings, My work): what went wrong and
 * a **Try again** button that asks for it again (docs/pages.md).
 */
export function LoadError({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <div className="load-error">
      <p role="alert">{text}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('app.tryAgain')}
      </button>
    </div>
  );
}
