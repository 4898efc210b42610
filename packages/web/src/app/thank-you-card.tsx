import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../i18n';
import { paths } from '../config/paths';
import { PublicPage } from './public-page';

/**
 * The page after a form is sent (docs/pages.md): a tick, the heading, what happens next, then the reader's
 * own records (`records`: My bookings or My work) and the way home.
 */
export function ThankYouCard(props: {
  title: string;
  heading: string;
  records: { to: string; label: string };
  children: ReactNode;
}) {
  const { t } = useTranslation('public');
  return (
    <PublicPage title={props.title}>
      <section className="message-card card thank-you">
        <span className="thank-you__mark" aria-hidden="true">
          ✓
        </span>
        <h1>{props.heading}</h1>
        {props.children}
        <div className="my-actions thank-you__actions">
          <Link to={props.records.to} className="button button--primary">
            {props.records.label}
          </Link>
          <Link to={paths.home} className="button button--ghost">
            {t('notFound.goHome', { ns: 'common' })}
          </Link>
        </div>
      </section>
    </PublicPage>
  );
}
