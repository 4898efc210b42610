import { useSyncExternalStore } from 'react';
import type { I18n } from './store';
import type { TFunction } from './translate';

export interface UseTranslation {
  t: TFunction;
  i18n: { language: string; resolvedLanguage: string };
}

/**
 * `useTranslation(namespace)` for one i18n instance. It suspends (throws the cached loading promise) until
 * the namespace is loaded in the chosen language and in English, so a page's first paint is translated.
 */
export function createUseTranslation<Namespace extends string>(i18n: I18n, defaultNamespace: Namespace) {
  return function useTranslation(namespace: Namespace = defaultNamespace): UseTranslation {
    const { language } = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
    const waiting = i18n.pending(language, namespace);
    if (waiting) throw waiting;
    return { t: i18n.fixedT(language, namespace), i18n: { language, resolvedLanguage: language } };
  };
}
