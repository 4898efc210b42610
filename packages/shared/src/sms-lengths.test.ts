import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalogue';
import { SMS_PLACEHOLDER_MAX, SMS_TEMPLATE_KEYS, renderSms } from './sms-templates';
import { longestSms, longestSmsTable, longestSmsValues } from './sms-lengths';

const docPath = path.resolve(import.meta.dirname, '../../../docs/sms-templates.md');

describe('SMS lengths for DLT registration', () => {
  it('fills every placeholder at its longest, at most the 30 characters DLT allows', () => {
    for (const language of LANGUAGES) {
      for (const value of Object.values(longestSmsValues(language)))
        expect(Array.from(value).length).toBeLessThanOrEqual(SMS_PLACEHOLDER_MAX);
    }
    // A free-text value far longer than the limit renders no longer than the longest rendering.
    for (const language of LANGUAGES) {
      const longest = longestSmsValues(language);
      const long = Object.fromEntries(
        Object.entries(longest).map(([name, value]) => [
          name,
          Array.from(value).length === SMS_PLACEHOLDER_MAX ? 'X'.repeat(80) : value,
        ]),
      );
      for (const key of SMS_TEMPLATE_KEYS)
        expect(Array.from(renderSms(key, language, long)).length).toBeLessThanOrEqual(
          longestSms(key, language).length,
        );
    }
  });

  it('keeps every text within two parts in every language: 306 GSM-7 characters (all English) or 134 Unicode', () => {
    for (const row of longestSmsTable()) {
      const label = `${row.language}.${row.key}: ${row.length} ${row.encoding}`;
      if (row.language === 'en') expect(row.encoding, label).toBe('GSM-7');
      expect(row.length, label).toBeLessThanOrEqual(row.encoding === 'GSM-7' ? 306 : 134);
      expect(row.parts, label).toBeLessThanOrEqual(2);
    }
  });

  it('is the table docs/sms-templates.md lists', () => {
    // Prettier pads the table's columns.
    const doc = readFileSync(docPath, 'utf8').replace(/ +/gu, ' ');
    for (const row of longestSmsTable())
      expect(doc, `${row.key} ${row.language}`).toContain(
        `| \`${row.key}\` | ${row.language} | ${row.length} | ${row.encoding} | ${row.parts} |`,
      );
  });
});
