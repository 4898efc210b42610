import { toUtcMidnight } from '@mehendi/shared';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ('2026-12-11') as the page's language writes it: 'Fri, 11 Dec, 2026', mr 'शुक्र, 11, डिसें
 * 2026' (Indian conventions, Latin digits as on the rest of the page). Read as UTC midnight so the day never shifts with the device's time zone.
 */
export function formatDay(day: string, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${language}-IN`, {
      numberingSystem: 'latn',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format.format(new Date(toUtcMidnight(day)));
}
