import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { PageTitle } from '../ui/page-title';
import { paths } from '../config/paths';
import { markPageReady } from './page-ready';

/**
 * Shown when a page throws while rendering (docs/pages.md: 'Something went wrong.'). It stands alone (no
 * header, no data) so it cannot fail the same way; the home link is a full page load for a clean start.
 */
export function CrashFallback() {
  const { t } = useTranslation('common');
  // In place of a first page that could not load, this is the page the app took over.
  useEffect(markPageReady, []);
  return (
    <main id="main" className="centered-page">
      <PageTitle title={t('messages.crash')} />
      <section className="message-card card" role="alert">
        <img src="/favicon.svg" alt="" width={56} height={56} className="message-card__icon" />
        <h1>{t('messages.crash')}</h1>
        <p>{t('app.crashHint')}</p>
        <div className="message-card__actions">
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </button>
          <a className="button button--primary" href={paths.home}>
            {t('notFound.goHome')}
          </a>
        </div>
      </section>
    </main>
  );
}

interface CrashBoundaryProps {
  children: ReactNode;
  /** Changes on each navigation; a new value clears a crash. */
  resetKey: string;
}

/** Catches render errors and page chunks that fail to load, and shows the fallback instead. */
export class CrashBoundary extends Component<CrashBoundaryProps, { crashed: boolean; resetKey: string }> {
  override state = { crashed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  static getDerivedStateFromProps(props: CrashBoundaryProps, state: { crashed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { crashed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.crashed ? <CrashFallback /> : this.props.children;
  }
}
