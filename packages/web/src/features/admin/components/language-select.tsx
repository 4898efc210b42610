import { changeLanguage, useTranslation } from '../../../i18n';
import { useId } from 'react';
import { LANGUAGES, normaliseLanguage } from '@mehendi/shared';

/** The console follows the language chosen on the home screen; this lets the admin change it here too. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  return (
    <div className="admin-language">
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={normaliseLanguage(i18n.language)}
        onChange={(event) => void changeLanguage(normaliseLanguage(event.target.value))}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
