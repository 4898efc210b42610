import { useTranslation } from '../i18n';

/** Sets the document title (React 19 hoists <title> into <head>): "Page · Mehendi Market". */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  const name = t('app.name');
  return <title>{title ? `${title} · ${name}` : name}</title>;
}
