import { DEFAULT_LANGUAGE, normaliseLanguage, type Language } from '@mehendi/shared';
import { createI18n } from './store';
import { createUseTranslation } from './use-translation';
import type { Messages } from './translate';

export type { TFunction, TOptions } from './translate';

const STORAGE_KEY = 'language';

/** Namespaces: `common` (every page), `public` (customer and artist screens), `admin` (console only). */
export const NAMESPACES = ['common', 'public', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

function storedLanguage(): Language {
  try {
    return normaliseLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

// Each language file is its own chunk, fetched only when that language and namespace are needed.
const i18n = createI18n(
  async (language, namespace) =>
    ((await import(`./locales/${language}/${namespace}.json`)) as { default: Messages }).default,
  storedLanguage(),
);

/** `const { t, i18n } = useTranslation('public')`; suspends until the namespace's texts are in. */
export const useTranslation = createUseTranslation<Namespace>(i18n, 'common');

/** Before the first render: `common` (and English's) in, `<html lang>` set. */
export async function initI18n(): Promise<void> {
  const { language } = i18n.getSnapshot();
  document.documentElement.lang = language;
  await i18n.load(language, 'common');
}

/** Switches every mounted text once the new language's files are in, and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  const chosen = i18n.getSnapshot().language;
  document.documentElement.lang = chosen;
  try {
    localStorage.setItem(STORAGE_KEY, chosen);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

/** The page's language now, sent with a booking or application so later texts use it. */
export function currentLanguage(): Language {
  return i18n.getSnapshot().language;
}
