import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { paths } from '../../config/paths';
import { PublicPage } from '../public-page';
import { RequireFlag } from '../require-flag';

// Reachable only once the application was sent (docs/pages.md).
export function Component() {
  return (
    <RequireFlag flag="artistFormSubmitted" otherwise={paths.artistDashboard}>
      <ArtistThankYou />
    </RequireFlag>
  );
}

function ArtistThankYou() {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={t('artistThanks.title')}>
      <section className="message-card card thank-you">
        <span className="thank-you__mark" aria-hidden="true">
          ✓
        </span>
        <h1>{t('artistThanks.title')}</h1>
        <p>{t('messages.artistSaved', { ns: 'common' })}</p>
        <p>{t('artistThanks.next')}</p>
        <div className="my-actions thank-you__actions">
          <Link to={paths.myWork} className="button button--primary">
            {t('myWork.title')}
          </Link>
          <Link to={paths.home} className="button button--ghost">
            {t('notFound.goHome', { ns: 'common' })}
          </Link>
        </div>
      </section>
    </PublicPage>
  );
}
