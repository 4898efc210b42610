import { DEFAULT_LANGUAGE, normaliseLanguage, type Language } from '@mehendi/shared';
import { createI18n } from './store';
import { createUseTranslation } from './use-translation';
import type { Messages } from './translate';

export type { TFunction, TOptions } from './translate';

const STORAGE_KEY = 'language';
// The same choice where the server can read it, so it sends that language's prerendered page (docs/pages.md).
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function rememberInCookie(language: Language): void {
  document.cookie = `lang=${language}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * Namespaces: `common` (every page), `public` (customer and artist screens), `records` (My bookings, My work
 * and the availability form the console shares, kept off the home page's budget), `calendar` (the month
 * calendar of dates, loaded with it, also off the home page), `admin` (console only).
 */
export const NAMESPACES = ['common', 'public', 'records', 'calendar', 'admin'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The chosen language; on a first visit, the first of the browser's preferred languages that the site
 * speaks (docs/pages.md), so a phone set to Marathi opens in Marathi.
 */
function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored) return normaliseLanguage(stored);
  } catch {
    // Private mode: fall through to the browser's languages.
  }
  return browserLanguage();
}

function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const language = normaliseLanguage(tag);
    if (language !== DEFAULT_LANGUAGE || tag.toLowerCase().startsWith(DEFAULT_LANGUAGE)) return language;
  }
  return DEFAULT_LANGUAGE;
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
  rememberInCookie(language);
  await i18n.load(language, 'common');
}

/** Fetches a namespace's texts in the chosen language before a render needs them (no suspending then). */
export function loadTexts(namespace: Namespace): Promise<void> {
  return i18n.load(i18n.getSnapshot().language, namespace);
}

/** The language the app starts in (the stored choice); the prerendered page must be in it to be hydrated. */
export function startLanguage(): Language {
  return i18n.getSnapshot().language;
}

/** Build time only (the prerender): renders from here on are in `language`, with `common` loaded. */
export async function setPrerenderLanguage(language: Language): Promise<void> {
  await i18n.load(language, 'common');
  await i18n.changeLanguage(language);
}

/** Switches every mounted text once the new language's files are in, and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  const chosen = i18n.getSnapshot().language;
  document.documentElement.lang = chosen;
  rememberInCookie(chosen);
  try {
    localStorage.setItem(STORAGE_KEY, chosen);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
}

/** Whether a language was chosen on this device (else the browser's was taken). */
export function hasChosenLanguage(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The page's language now, sent with a booking or application so later texts use it. */
export function currentLanguage(): Language {
  return i18n.getSnapshot().language;
}
