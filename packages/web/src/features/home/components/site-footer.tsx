import { useTranslation } from '../../../i18n';
import { useConfig } from '../api/get-config';

/** The owner's contact details from the server's configuration (docs/pages.md). */
export function SiteFooter() {
  const { t } = useTranslation('public');
  const config = useConfig();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__brand">{t('app.name', { ns: 'common' })}</p>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
        </div>
        {config.status === 'success' && (
          <address className="site-footer__contact">
            <p>{t('footer.contact', { name: config.data.contactName })}</p>
            <p>
              {t('footer.phone')}{' '}
              <a href={`tel:${config.data.contactPhone.replace(/[^\d+]/g, '')}`}>
                {config.data.contactPhone}
              </a>
            </p>
            <p>
              {t('footer.email')}{' '}
              <a href={`mailto:${config.data.supportEmail}`}>{config.data.supportEmail}</a>
            </p>
          </address>
        )}
      </div>
    </footer>
  );
}
