import { LANGUAGES } from '@mehendi/shared';
import { describe, expect, it } from 'vitest';
import { dayNames } from './day-names';
import { formatDay } from './format-day';

// The written-out names must stay what the browser's own date data (CLDR, which Node shares) writes.
const intl = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, { ...options, timeZone: 'UTC' });

describe('formatDay', () => {
  it.each(LANGUAGES)('writes every day of a year as Intl does for %s-IN', (language) => {
    const expected = intl(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    for (let offset = 0; offset < 366; offset++) {
      const date = new Date(Date.UTC(2026, 0, 1 + offset));
      const day = date.toISOString().slice(0, 10);
      expect(formatDay(day, language), day).toBe(expected.format(date));
    }
  });

  it('reads a stored UTC midnight as the same day', () => {
    expect(formatDay('2026-12-11T00:00:00.000Z', 'en')).toBe('Fri, 11 Dec, 2026');
  });
});

describe('dayNames', () => {
  it.each(LANGUAGES)('names months and weekdays as Intl does for %s-IN', (language) => {
    const names = dayNames(language);
    const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
    expect(names.monthsLong).toEqual(months.map((month) => intl(language, { month: 'long' }).format(month)));
    expect(`${names.monthsLong[11]} 2026`).toBe(
      intl(language, { month: 'long', year: 'numeric' }).format(months[11]),
    );
    // 1 January 2024 was a Monday.
    const week = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)));
    expect(names.weekdaysLong).toEqual(week.map((day) => intl(language, { weekday: 'long' }).format(day)));
    expect(names.weekdaysNarrow).toEqual(
      week.map((day) => intl(language, { weekday: 'narrow' }).format(day)),
    );
  });
});
