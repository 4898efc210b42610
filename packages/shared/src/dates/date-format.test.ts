import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../catalogue';
import { dayNames } from './day-names';
import { formatDay, formatDayTime, formatDays, formatHour, formatTime, indiaDayOf } from './date-format';

// The written-out names must stay what the browser's own date data (CLDR, which Node shares) writes.
const intl = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, { ...options, timeZone: 'UTC' });

describe('formatDay', () => {
  it('writes a day in India’s order in every language', () => {
    expect(formatDay('2026-12-15', 'en')).toBe('15 Dec 2026');
    expect(formatDay('2026-12-15', 'hi')).toBe('15 दिस॰ 2026');
    expect(formatDay('2026-12-15', 'mr')).toBe('15 डिसें 2026');
    expect(formatDay('2026-12-15', 'kn')).toBe('15 ಡಿಸೆಂ 2026');
    expect(formatDay('2026-09-01', 'en')).toBe('1 Sep 2026');
  });

  it.each(LANGUAGES)(
    'writes every day of a year with its weekday and month as Intl names them (%s)',
    (language) => {
      const weekday = intl(language, { weekday: 'short' });
      const month = intl(language, { month: 'short' });
      for (let offset = 0; offset < 366; offset++) {
        const date = new Date(Date.UTC(2026, 0, 1 + offset));
        const day = date.toISOString().slice(0, 10);
        const monthName = language === 'en' ? month.format(date).replace('Sept', 'Sep') : month.format(date);
        expect(formatDay(day, language, { weekday: true }), day).toBe(
          `${weekday.format(date)}, ${date.getUTCDate()} ${monthName} ${date.getUTCFullYear()}`,
        );
      }
    },
  );

  it('reads a stored UTC midnight as the same day, and an unknown language as English', () => {
    expect(formatDay('2026-12-11T00:00:00.000Z', 'en', { weekday: true })).toBe('Fri, 11 Dec 2026');
    expect(formatDay('2026-12-11', 'fr')).toBe('11 Dec 2026');
  });
});

describe('formatTime', () => {
  const at = (hour: number, minute = 7) => new Date(Date.UTC(2026, 11, 15, hour, minute) - 330 * 60_000);

  it('writes am/pm in English and the part of the day before the time in the Indian languages', () => {
    expect(formatTime(at(18), 'en')).toBe('6:07 pm');
    expect(formatTime(at(0), 'en')).toBe('12:07 am');
    expect(formatTime(at(12), 'en')).toBe('12:07 pm');
    expect(formatTime(at(18), 'hi')).toBe('शाम 6:07');
    expect(formatTime(at(9, 30), 'hi')).toBe('सुबह 9:30');
    expect(formatTime(at(13), 'hi')).toBe('दोपहर 1:07');
    expect(formatTime(at(22), 'hi')).toBe('रात 10:07');
    expect(formatTime(at(18), 'mr')).toBe('संध्याकाळी 6:07');
    expect(formatTime(at(16), 'mr')).toBe('दुपारी 4:07');
    expect(formatTime(at(7), 'mr')).toBe('सकाळी 7:07');
    expect(formatTime(at(18), 'kn')).toBe('ಸಂಜೆ 6:07');
    expect(formatTime(at(10), 'kn')).toBe('ಬೆಳಿಗ್ಗೆ 10:07');
  });

  it.each(LANGUAGES)('never writes a Latin am/pm or a non-Latin digit outside English (%s)', (language) => {
    for (let hour = 0; hour < 24; hour++) {
      const text = formatTime(at(hour), language);
      expect(text).toMatch(/\d{1,2}:\d{2}/u);
      if (language !== 'en') expect(text).not.toMatch(/am|pm/iu);
    }
  });
});

describe('formatHour', () => {
  it('writes a whole hour as the times are written', () => {
    expect(formatHour(9, 'en')).toBe('9 am');
    expect(formatHour(21, 'en')).toBe('9 pm');
    expect(formatHour(9, 'hi')).toBe('सुबह 9');
    expect(formatHour(21, 'mr')).toBe('रात्री 9');
  });
});

describe('formatDayTime', () => {
  it('writes India’s day, not the UTC one', () => {
    // 20:00 UTC on 14 Dec is 1:30 am on 15 Dec in India.
    expect(formatDayTime('2026-12-14T20:00:00.000Z', 'en')).toBe('15 Dec 2026, 1:30 am');
    expect(formatDayTime('2026-12-14T20:00:00.000Z', 'hi')).toBe('15 दिस॰ 2026, रात 1:30');
    expect(indiaDayOf('2026-12-14T18:29:00.000Z')).toBe('2026-12-14');
    expect(indiaDayOf('2026-12-14T18:30:00.000Z')).toBe('2026-12-15');
  });
});

describe('formatDays', () => {
  it('joins runs of days and writes a shared month and year once', () => {
    expect(formatDays(['2026-12-15'], 'en')).toBe('15 Dec 2026');
    expect(formatDays(['2026-12-17', '2026-12-15', '2026-12-16', '2026-12-19'], 'en')).toBe(
      '15-17, 19 Dec 2026',
    );
    expect(formatDays(['2026-11-30', '2026-12-02'], 'en')).toBe('30 Nov, 2 Dec 2026');
    expect(formatDays(['2026-12-31', '2027-01-02'], 'en')).toBe('31 Dec 2026, 2 Jan 2027');
    expect(formatDays(['2026-12-30', '2026-12-31', '2027-01-01'], 'en')).toBe('30 Dec 2026 - 1 Jan 2027');
    expect(formatDays(['2026-11-30', '2026-12-01'], 'hi')).toBe('30 नव॰ - 1 दिस॰ 2026');
    expect(formatDays(['2026-12-12T00:00:00.000Z', '2026-12-13T00:00:00.000Z'], 'mr')).toBe('12-13 डिसें 2026');
  });
});

describe('dayNames', () => {
  it.each(LANGUAGES)('names months and weekdays as Intl does for %s-IN', (language) => {
    const names = dayNames(language);
    const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
    expect(names.monthsLong).toEqual(months.map((month) => intl(language, { month: 'long' }).format(month)));
    // 1 January 2024 was a Monday.
    const week = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)));
    expect(names.weekdaysLong).toEqual(week.map((day) => intl(language, { weekday: 'long' }).format(day)));
    expect(names.weekdaysNarrow).toEqual(
      week.map((day) => intl(language, { weekday: 'narrow' }).format(day)),
    );
  });
});
