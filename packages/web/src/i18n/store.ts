import { DEFAULT_LANGUAGE, normaliseLanguage, type Language } from '@mehendi/shared';
import { translate, type Messages, type TFunction, type TOptions } from './translate';

/** Fetches one namespace file of one language. */
export type Loader = (language: Language, namespace: string) => Promise<Messages>;

/** What subscribers read; a new object on every change so React sees it. */
export interface I18nSnapshot {
  language: Language;
  /** Counts loaded files: a `t` made for an older value may have shown keys that are now loaded. */
  revision: number;
}

/**
 * The translations of the running app: the chosen language, the namespace files loaded so far (each
 * fetched once, its promise cached), and the subscribers to notify when either changes.
 */
export function createI18n(loader: Loader, initial: Language = DEFAULT_LANGUAGE) {
  const files = new Map<string, Messages>();
  const loading = new Map<string, Promise<void>>();
  // Per language and namespace (with English): the same promise each time, as Suspense expects.
  const waiting = new Map<string, Promise<void>>();
  // Why a namespace could not be loaded: rendering fails with it instead of fetching again and again.
  const failures = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  let snapshot: I18nSnapshot = { language: initial, revision: 0 };

  const id = (language: string, namespace: string) => `${language}/${namespace}`;
  const lookup = (language: string, namespace: string) => files.get(id(language, namespace));

  // One `t` per language and namespace until the next change, so hooks' dependencies stay stable.
  const bound = new Map<string, TFunction>();

  function update(next: Partial<I18nSnapshot>) {
    snapshot = { ...snapshot, ...next };
    bound.clear();
    for (const listener of listeners) listener();
  }

  function loadFile(language: Language, namespace: string): Promise<void> {
    const key = id(language, namespace);
    let promise = loading.get(key);
    if (!promise) {
      promise = loader(language, namespace).then(
        (messages) => {
          files.set(key, messages);
          update({ revision: snapshot.revision + 1 });
        },
        (error: unknown) => {
          // Let a later render try again (e.g. after a network hiccup), then fail this one.
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
    }
    return promise;
  }

  /** A namespace in a language and in English (the per-key fallback); resolves at once when loaded. */
  function load(language: Language, namespace: string): Promise<void> {
    const key = id(language, namespace);
    let promise = waiting.get(key);
    if (!promise) {
      failures.delete(key);
      const languages: Language[] = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
      promise = Promise.all(languages.map((lang) => loadFile(lang, namespace))).then(
        () => undefined,
        (error: unknown) => {
          waiting.delete(key);
          failures.set(key, error);
          throw error;
        },
      );
      waiting.set(key, promise);
    }
    return promise;
  }

  function isReady(language: Language, namespace: string): boolean {
    return files.has(id(language, namespace)) && files.has(id(DEFAULT_LANGUAGE, namespace));
  }

  /**
   * The promise to wait for before `namespace` can be shown in `language`, or null when it is ready. After
   * a failed load it throws that error (the crash fallback offers a reload); `load()` tries again.
   */
  function pending(language: Language, namespace: string): Promise<void> | null {
    if (isReady(language, namespace)) return null;
    const key = id(language, namespace);
    if (failures.has(key)) throw failures.get(key);
    return load(language, namespace);
  }

  /** Loads the namespaces in use in the new language first, so the page switches without a spinner. */
  async function changeLanguage(requested: string): Promise<void> {
    const language = normaliseLanguage(requested);
    const inUse = new Set([...files.keys()].map((key) => key.slice(key.indexOf('/') + 1)));
    await Promise.all([...inUse].map((namespace) => load(language, namespace)));
    if (language !== snapshot.language) update({ language });
  }

  return {
    load,
    pending,
    changeLanguage,
    getSnapshot: (): I18nSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A `t` bound to a language and default namespace. */
    fixedT(language: Language, namespace: string): TFunction {
      const key = id(language, namespace);
      let t = bound.get(key);
      if (!t) {
        t = (text: string, options?: TOptions) => {
          // A namespace named only in `{ ns }` is fetched now and shown on the next render.
          if (options?.ns && !isReady(language, options.ns))
            load(language, options.ns).catch(() => undefined);
          return translate(lookup, language, namespace, text, options);
        };
        bound.set(key, t);
      }
      return t;
    },
  };
}

export type I18n = ReturnType<typeof createI18n>;
