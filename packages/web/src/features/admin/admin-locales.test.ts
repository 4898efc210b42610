import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/admin.json';
import hi from '../../i18n/locales/hi/admin.json';
import kn from '../../i18n/locales/kn/admin.json';
import mr from '../../i18n/locales/mr/admin.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
// Language names are endonyms, and a few texts are only symbols or placeholders.
// WhatsApp is the brand's own name in every language (i18n/glossary.test.ts).
const SAME_IN_EVERY_LANGUAGE = /^(languages\.|table\.number$|table\.imageAlt$|.*\.whatsapp$)/;

describe('admin translations', () => {
  const english = flatten(en);

  for (const [language, file] of Object.entries({ mr, kn, hi })) {
    const translated = flatten(file);

    it(`${language} has every English key and no other`, () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`${language} translates every text and keeps its placeholders`, () => {
      for (const [key, text] of english) {
        const other = translated.get(key) ?? '';
        expect(other.trim(), key).not.toBe('');
        expect(placeholders(other), key).toEqual(placeholders(text));
        if (!SAME_IN_EVERY_LANGUAGE.test(key)) expect(other, key).not.toBe(text);
      }
    });
  }
});
