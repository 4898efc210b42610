import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { SECTIONS, sectionSearch, type Section } from './sections';

/**
 * The section navigation (docs/pages.md). Wide screens show it as a sidebar; on a phone it folds into a
 * button naming the current section that opens the list.
 */
export function AdminSidebar({ current }: { current: Section }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const listId = useId();

  return (
    <nav
      className={`admin-sidebar${open ? ' admin-sidebar--open' : ''}`}
      aria-label={t('dashboard.sectionsLabel')}
    >
      <button
        type="button"
        className="admin-sidebar__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true" className="admin-sidebar__icon">
          ☰
        </span>
        <span>
          <span className="visually-hidden">{t('dashboard.menu')}: </span>
          {t(`sections.${current}`)}
        </span>
      </button>
      <ul id={listId} className="admin-sidebar__list">
        {SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to={sectionSearch(section)}
              className="admin-sidebar__link"
              aria-current={section === current ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {t(`sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
