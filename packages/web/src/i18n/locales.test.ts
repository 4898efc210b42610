import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARTIST_VARIETIES,
  BOOKING_VARIETIES,
  JOB_TERMS,
  LANGUAGES,
  MESSAGES,
  SMS_TEMPLATE_KEYS,
  TIME_SLOTS,
} from '@mehendi/shared';
import { jobTermLabelKey, timeSlotLabelKey, varietyLabelKey } from './catalogue-labels';

const LOCALES = path.join(import.meta.dirname, 'locales');
type Tree = { [key: string]: string | Tree };

function load(language: string, namespace: string): Tree {
  return JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** 'a.b.c' -> value for every leaf of a nested translation file. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      for (const entry of leaves(value, name)) out.set(...entry);
    else out.set(name, value);
  }
  return out;
}

const namespaces = readdirSync(path.join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));

describe('translations', () => {
  it('has a folder for every language and the same files in each', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'public', 'admin']));
    for (const language of LANGUAGES)
      expect(readdirSync(path.join(LOCALES, language)).sort()).toEqual(
        readdirSync(path.join(LOCALES, 'en')).sort(),
      );
  });

  for (const namespace of namespaces) {
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      it(`${language}/${namespace}.json has every key of English, none empty, and no extra ones`, () => {
        const english = leaves(load('en', namespace));
        const other = leaves(load(language, namespace));
        const missing = [...english.keys()].filter(
          (key) => typeof other.get(key) !== 'string' || other.get(key) === '',
        );
        const extra = [...other.keys()].filter((key) => !english.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });
    }
  }

  // Each language names itself in its own script on every page; '#' and an alt text made only of
  // placeholders read the same in every language.
  const SAME_AS_ENGLISH = new Set([
    ...LANGUAGES.map((language) => `languages.${language}`),
    'admin:table.number',
    'admin:table.imageAlt',
    // '{{day}}, {{time}}': only the two values, written in the language.
    'records:offers.untilDay',
    // The brand's own name, in Latin letters in every language (glossary.test.ts).
    'links.whatsapp',
    'artists.whatsapp',
    'sms.channels.whatsapp',
    'myWork.whatsapp',
  ]);

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    it(`${language} translates every text instead of repeating the English`, () => {
      const untranslated = namespaces.flatMap((namespace) => {
        const english = leaves(load('en', namespace));
        const other = leaves(load(language, namespace));
        return [...english]
          .filter(([key, value]) => other.get(key) === value)
          .map(([key]) => key)
          .filter((key) => !SAME_AS_ENGLISH.has(key) && !SAME_AS_ENGLISH.has(`${namespace}:${key}`));
      });
      expect(untranslated).toEqual([]);
    });
  }

  it('has no empty English string', () => {
    for (const namespace of namespaces) {
      const empty = [...leaves(load('en', namespace))].filter(
        ([, value]) => typeof value !== 'string' || value === '',
      );
      expect(empty.map(([key]) => `${namespace}:${key}`)).toEqual([]);
    }
  });

  it('has every shared message, word for word in English', () => {
    expect(load('en', 'common').messages).toEqual({ ...MESSAGES });
  });

  it('words the captcha messages on screen without naming a product the site does not use', () => {
    const onScreen = load('en', 'common').onScreen as Record<string, string>;
    expect(Object.keys(onScreen).sort()).toEqual(['captchaExpired', 'captchaFailed']);
    for (const text of Object.values(onScreen)) expect(text).not.toMatch(/recaptcha/i);
  });

  it('labels every catalogue value', () => {
    const common = leaves(load('en', 'common'));
    const keys = [
      ...[...BOOKING_VARIETIES, ...ARTIST_VARIETIES].map(varietyLabelKey),
      ...TIME_SLOTS.map(timeSlotLabelKey),
      ...JOB_TERMS.map(jobTermLabelKey),
      ...LANGUAGES.map((language) => `languages.${language}`),
    ];
    expect(keys.filter((key) => !common.has(key))).toEqual([]);
    expect(common.get(timeSlotLabelKey(TIME_SLOTS[0]))).toBe(TIME_SLOTS[0]);
  });

  it('names every text template in the console, in every language', () => {
    for (const language of LANGUAGES) {
      const admin = leaves(load(language, 'admin'));
      const missing = SMS_TEMPLATE_KEYS.filter((key) => !admin.has(`sms.templates.${key}`));
      expect(missing, language).toEqual([]);
    }
  });
});
