import { useId } from 'react';
import { changeLanguage, useTranslation } from '../i18n';
import { LANGUAGES, normaliseLanguage } from '@mehendi/shared';

/**
 * The language choice as the phone's own picker: the four languages, each in its own script. The public
 * header shows it on a phone (docs/pages.md), the console in its bar; both change the one stored choice.
 */
export function LanguageSelect({
  className,
  selectClassName,
}: {
  className: string;
  selectClassName?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="visually-hidden">
        {t('languages.label')}
      </label>
      <select
        id={id}
        className={selectClassName}
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
