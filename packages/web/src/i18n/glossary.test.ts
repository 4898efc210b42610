// One name per thing, per language (issue 44, docs/rules-and-messages.md#one-name-per-thing): the pages
// (locale files) and the texts (packages/shared/src/sms-templates.ts) name a concept one way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_VARIETIES,
  LANGUAGES,
  SMS_TEMPLATE_KEYS,
  SMS_TEMPLATES,
  smsAmount,
  smsVariety,
  type Language,
} from '@mehendi/shared';
import { varietyLabelKey } from './catalogue-labels';

const LOCALES = path.join(import.meta.dirname, 'locales');

/** Every string of a language's locale files, with where it is. */
function pageStrings(language: Language): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push({ where, text: value });
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`);
  };
  for (const file of readdirSync(path.join(LOCALES, language)))
    walk(JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')), `${language}/${file}`);
  return out;
}

function textStrings(language: Language): { where: string; text: string }[] {
  return SMS_TEMPLATE_KEYS.map((key) => ({
    where: `sms ${language}.${key}`,
    text: SMS_TEMPLATES[language][key],
  }));
}

const everything = (language: Language) => [...pageStrings(language), ...textStrings(language)];

function label(language: Language, key: string): string {
  const common = JSON.parse(readFileSync(path.join(LOCALES, language, 'common.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const [group = '', name = ''] = key.split('.');
  return common[group]?.[name] ?? '';
}

/** The name each language uses, and the other spellings seen before (issue 44) that must not come back. */
const GLOSSARY: { concept: string; language: Language; use: string; not: string[] }[] = [
  { concept: 'mehendi', language: 'kn', use: 'ಮೆಹಂದಿ', not: ['ಮೆಹೆಂದಿ'] },
  { concept: 'Bridal', language: 'mr', use: 'वधू', not: ['ब्रायडल'] },
  { concept: 'WhatsApp', language: 'hi', use: 'WhatsApp', not: ['व्हाट्सएप', 'व्हाट्सऐप', 'वॉट्सऐप'] },
  { concept: 'WhatsApp', language: 'mr', use: 'WhatsApp', not: ['व्हॉट्सॲप', 'व्हाट्सअ‍ॅप'] },
  { concept: 'WhatsApp', language: 'kn', use: 'WhatsApp', not: ['ವಾಟ್ಸಾಪ್', 'ವಾಟ್ಸ್‌ಆ್ಯಪ್'] },
  // The texts name My bookings as its page's title does (Marathi's texts said 'माझी बुकिंग्स').
  { concept: 'My bookings', language: 'mr', use: 'माझी बुकिंग', not: ['माझी बुकिंग्स'] },
];

describe('the glossary', () => {
  it.each(GLOSSARY)('$language names $concept "$use" on every page and in every text', (entry) => {
    const found = everything(entry.language).filter(({ text }) =>
      entry.not.some((other) => text.includes(other)),
    );
    expect(found.map(({ where }) => where)).toEqual([]);
    expect(everything(entry.language).some(({ text }) => text.includes(entry.use))).toBe(true);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'texts name each variety as the %s pages do',
    (language) => {
      for (const variety of BOOKING_VARIETIES)
        expect(label(language, varietyLabelKey(variety)), variety).toContain(smsVariety(variety, language));
    },
  );

  it('texts write rupees one way in every language (Rs, which keeps English texts in GSM for DLT)', () => {
    expect(smsAmount({ min: 1200, max: 1200 })).toBe('Rs 1,200');
    for (const language of LANGUAGES)
      for (const { where, text } of textStrings(language)) expect(text, where).not.toContain('₹');
  });

  it('Hindi sentences end in a danda, not a full stop', () => {
    const fullStop = /[\u0900-\u097F)}]\.(?=\s|$)/u;
    const found = everything('hi').filter(({ text }) => fullStop.test(text));
    expect(found.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('texts name My bookings as its page does', () => {
    const titles: Record<Language, string> = {
      en: 'My bookings',
      hi: 'मेरी बुकिंग',
      mr: 'माझी बुकिंग',
      kn: 'ನನ್ನ ಬುಕಿಂಗ್‌ಗಳ',
    };
    for (const language of LANGUAGES) {
      const page = JSON.parse(readFileSync(path.join(LOCALES, language, 'public.json'), 'utf8')) as {
        myBookings: { title: string };
      };
      expect(page.myBookings.title.startsWith(titles[language]), language).toBe(true);
      for (const key of SMS_TEMPLATE_KEYS)
        if (SMS_TEMPLATES.en[key].includes('My bookings'))
          expect(SMS_TEMPLATES[language][key], `${language}.${key}`).toContain(titles[language]);
    }
  });
});
