import { useId } from 'react';
import { changeLanguage, useTranslation } from '../../../i18n';
import { LANGUAGES, normaliseLanguage } from '@mehendi/shared';

/**
 * The language choice in the phone header, in reach from every page without opening the menu
 * (docs/pages.md): the phone's own picker lists the four languages, each in its own script.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('languages.label')}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={normaliseLanguage(i18n.resolvedLanguage)}
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
