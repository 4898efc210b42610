import { dayNames } from './day-names';

/**
 * A calendar day ('2026-12-11') as the page's language writes it: 'Fri, 11 Dec, 2026', mr 'शुक्र, 11, डिसें
 * 2026' (Indian conventions, Latin digits as on the rest of the page). Read as a UTC date so the day never
 * shifts with the device's time zone; the names are written out (day-names.ts), not asked of Intl.
 */
export function formatDay(day: string, language: string): string {
  const [year = 0, month = 1, date = 1] = day.slice(0, 10).split('-').map(Number);
  const names = dayNames(language);
  const sundayFirst = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return names.day({
    weekday: names.weekdaysShort[(sundayFirst + 6) % 7] ?? '',
    day: date,
    month: names.monthsShort[month - 1] ?? '',
    year,
  });
}
