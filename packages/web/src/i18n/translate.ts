import { DEFAULT_LANGUAGE } from '@mehendi/shared';

/** One namespace file of one language: nested objects of strings. */
export type Messages = { [key: string]: string | Messages };

/** `t`'s options: a namespace, a count choosing the plural form, a default, and `{{placeholder}}` values. */
export interface TOptions {
  ns?: string;
  count?: number;
  defaultValue?: string;
  [param: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/** Finds the loaded file of a language and namespace, if it is loaded. */
export type Lookup = (language: string, namespace: string) => Messages | undefined;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** 'a.b.c' in a nested file; only a string counts as found. */
function find(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Keys to try in a language: with a count, its plural form (`key_one`, `key_few`…), then `key_other`. */
function candidates(language: string, key: string, count: number | undefined): string[] {
  if (count === undefined) return [key];
  return [`${key}_${pluralOf(language, count)}`, `${key}_other`, key];
}

export function interpolate(text: string, params: Record<string, unknown>): string {
  return text.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** A key in the language, else in English (key by key), else the default or the key itself. */
export function translate(
  lookup: Lookup,
  language: string,
  namespace: string,
  key: string,
  options: TOptions = {},
): string {
  const { ns = namespace, count, defaultValue } = options;
  for (const lang of language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]) {
    const messages = lookup(lang, ns);
    for (const candidate of candidates(lang, key, count)) {
      const text = find(messages, candidate);
      if (text !== undefined) return interpolate(text, options);
    }
  }
  return defaultValue === undefined ? key : interpolate(defaultValue, options);
}
