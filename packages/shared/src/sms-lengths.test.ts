import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalogue';
import { SMS_LINK_MAX, SMS_PLACEHOLDER_MAX, SMS_TEMPLATE_KEYS, renderSms } from './sms-templates';
import { longestSms, longestSmsTable, longestSmsValues, maxSmsParts } from './sms-lengths';

const docPath = path.resolve(import.meta.dirname, '../../../docs/sms-templates.md');

describe('SMS lengths for DLT registration', () => {
  it('fills every placeholder at its longest, at most the 30 characters DLT allows', () => {
    for (const language of LANGUAGES) {
      for (const [name, value] of Object.entries(longestSmsValues(language)))
        expect(Array.from(value).length).toBeLessThanOrEqual(
          name === 'link' ? SMS_LINK_MAX : SMS_PLACEHOLDER_MAX,
        );
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

  it('keeps every text within two parts in every language (306 GSM-7 characters, all English, or 134 Unicode), the offer within four', () => {
    for (const row of longestSmsTable()) {
      const label = `${row.language}.${row.key}: ${row.length} ${row.encoding}`;
      if (row.language === 'en') expect(row.encoding, label).toBe('GSM-7');
      const parts = maxSmsParts(row.key);
      expect(row.length, label).toBeLessThanOrEqual(row.encoding === 'GSM-7' ? 153 * parts : 67 * parts);
      expect(row.parts, label).toBeLessThanOrEqual(parts);
    }
    expect(maxSmsParts('artistOffer')).toBe(4);
    expect(maxSmsParts('customerConfirmed')).toBe(2);
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
