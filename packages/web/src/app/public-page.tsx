import type { ReactNode } from 'react';
import '../styles/public.css';
import { useTranslation } from '../i18n';
import { SiteHeader } from '../features/home/components/site-header';
import { SiteFooter } from '../features/home/components/site-footer';
import { PageTitle } from '../ui/page-title';

interface PublicPageProps {
  /** The document title's first part; omitted on the home page. */
  title?: string;
  children: ReactNode;
  /** 'wide' for the home page, 'form' for the forms' reading width. */
  width?: 'wide' | 'form';
}

/** The chrome of every customer and artist page: skip link, header, main landmark, footer. */
export function PublicPage({ title, children, width = 'form' }: PublicPageProps) {
  const { t } = useTranslation('common');
  return (
    <div className="public-page">
      <PageTitle title={title} />
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={`public-page__main public-page__main--${width}`}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
