/**
 * An instant's time of day in India as the page's language writes it: '4:30 pm' in English, 'शाम 4:30' in
 * Hindi (the language's own word for the part of the day), Latin digits everywhere as on the rest of the
 * page.
 */
export function timeOfDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-IN`, {
    hour: 'numeric',
    minute: '2-digit',
    // The Indian languages name the part of the day ('शाम 4:30') rather than borrow am/pm.
    ...(language === 'en' ? {} : { dayPeriod: 'short' as const }),
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(new Date(iso));
}

/** Whether the instant falls on India's calendar day of `now`. */
export function isTodayInIndia(iso: string, now: Date = new Date()): boolean {
  const day = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
  return day(new Date(iso)) === day(now);
}
