import { Link } from 'wouter';
import { useTranslation } from '../../i18n';
import { paths } from '../../config/paths';
import { PublicPage } from '../public-page';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <PublicPage title={t('notFound.title')}>
      <section className="message-card card">
        <p className="message-card__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to={paths.home} className="button button--primary">
          {t('notFound.goHome')}
        </Link>
      </section>
    </PublicPage>
  );
}
