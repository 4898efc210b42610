import { changeLanguage, useTranslation } from '../../../i18n';
import { LANGUAGES, normaliseLanguage, type Language } from '@mehendi/shared';

/** One button per language, named in its own script; the current one is pressed. */
export function LanguageButtons({ onChosen }: { onChosen?(language: Language): void }) {
  const { t, i18n } = useTranslation('common');
  const current = normaliseLanguage(i18n.resolvedLanguage);
  return (
    <ul className="language-buttons">
      {LANGUAGES.map((language) => (
        <li key={language}>
          <button
            type="button"
            className="language-button"
            lang={language}
            aria-pressed={language === current}
            onClick={() => {
              void changeLanguage(language);
              onChosen?.(language);
            }}
          >
            {t(`languages.${language}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
