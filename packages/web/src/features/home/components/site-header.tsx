import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { paths } from '../../../config/paths';
import { Dialog } from '../../../ui/dialog';
import { LanguageButtons } from './language-buttons';
import { LanguageSelect } from '../../../ui/language-select';

/** Brand and language choice: inline on wide screens, behind a menu button on phones (docs/pages.md). */
export function SiteHeader() {
  const { t } = useTranslation('public');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home} className="brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{t('app.name', { ns: 'common' })}</span>
        </Link>
        {/* On a phone these are in the menu. */}
        <nav className="site-header__links" aria-label={t('header.ownRecords')}>
          <Link to={paths.myBookings}>{t('myBookings.title')}</Link>
          <Link to={paths.myWork}>{t('myWork.title')}</Link>
        </nav>
        <nav className="site-header__languages" aria-label={t('header.languages')}>
          <LanguageButtons />
        </nav>
        <LanguageSelect className="language-switch" selectClassName="language-switch__select" />
        <button
          type="button"
          className="menu-button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t('header.openMenu')}</span>
        </button>
      </div>
      <Dialog
        open={menuOpen}
        title={t('header.menuTitle')}
        onClose={() => setMenuOpen(false)}
        closeLabel={t('header.closeMenu')}
        className="menu-dialog"
      >
        <h3 className="menu-dialog__heading">{t('header.languages')}</h3>
        <LanguageButtons onChosen={() => setMenuOpen(false)} />
        <h3 className="menu-dialog__heading">{t('header.explore')}</h3>
        <ul className="menu-dialog__links">
          {(
            [
              [paths.customerDashboard, t('home.customerButton')],
              [paths.artistDashboard, t('home.artistButton')],
              [paths.artists, t('profiles.listTitle')],
              [paths.myBookings, t('myBookings.title')],
              [paths.myWork, t('myWork.title')],
            ] as const
          ).map(([to, label]) => (
            <li key={to}>
              <Link to={to} onClick={() => setMenuOpen(false)}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </Dialog>
    </header>
  );
}
