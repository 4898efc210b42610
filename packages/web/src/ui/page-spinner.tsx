import { useTranslation } from '../i18n';

export function PageSpinner() {
  const { t } = useTranslation('common');
  return <div className="page-spinner" role="status" aria-label={t('app.loading')} />;
}
