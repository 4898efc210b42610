import type { ReactNode } from 'react';
import { LanguageSelect } from '../../../ui/language-select';

/** The console's top bar: the page title, then the language choice and the page's own actions. */
export function AdminHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className="admin-header">
      <div className="admin-header__title">{title}</div>
      <div className="admin-header__actions">
        <LanguageSelect className="admin-language" />
        {children}
      </div>
    </header>
  );
}
