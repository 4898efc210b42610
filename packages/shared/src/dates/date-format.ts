// One way to write a day, a time and a set of days in each language (issue 44): India's order ('15 Dec
// 2026'), Latin digits as everywhere on the pages and in texts, times in India's time zone. Pages, texts,
// the console and calendar feeds all write dates with these functions.
import { dayNames } from './day-names';

/** India has one time zone and no daylight saving: UTC + 5:30. */
const INDIA_OFFSET_MS = 330 * 60_000;

interface DayParts {
  year: number;
  /** 1–12 */
  month: number;
  date: number;
}

/** A calendar day ('2026-12-15', or a stored UTC midnight '2026-12-15T00:00:00.000Z') as its parts. */
function partsOf(day: string): DayParts {
  const [year = 0, month = 1, date = 1] = day.slice(0, 10).split('-').map(Number);
  return { year, month, date };
}

/** India's calendar day of an instant, '2026-12-15'. */
export function indiaDayOf(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * A calendar day: '15 Dec 2026', hi '15 दिस॰ 2026'; with `weekday`, 'Tue, 15 Dec 2026'. Read as a UTC date,
 * so the day never shifts with the device's time zone.
 */
export function formatDay(day: string, language: string, options: { weekday?: boolean } = {}): string {
  const { year, month, date } = partsOf(day);
  const names = dayNames(language);
  const text = `${date} ${names.monthsShort[month - 1] ?? ''} ${year}`;
  if (!options.weekday) return text;
  const mondayFirst = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return `${names.weekdaysShort[mondayFirst] ?? ''}, ${text}`;
}

/** An instant's time of day in India: '6:07 pm', hi 'शाम 6:07', kn 'ಸಂಜೆ 6:07'. */
export function formatTime(instant: Date | string, language: string): string {
  const india = new Date(new Date(instant).getTime() + INDIA_OFFSET_MS);
  return clockText(india.getUTCHours(), String(india.getUTCMinutes()).padStart(2, '0'), language);
}

/** A whole hour of the day (0–23): '9 am', hi 'सुबह 9' (the team's calling hours). */
export function formatHour(hour: number, language: string): string {
  return clockText(hour, null, language);
}

function clockText(hour: number, minutes: string | null, language: string): string {
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}${minutes === null ? '' : `:${minutes}`}`;
  const periods = dayNames(language).dayPeriods;
  if (periods.length === 0) return `${clock} ${hour < 12 ? 'am' : 'pm'}`;
  const word = periods.findLast(([fromHour]) => fromHour <= hour)?.[1] ?? '';
  return `${word} ${clock}`;
}

/** An instant as its day in India and its time: '15 Dec 2026, 6:07 pm'. */
export function formatDayTime(instant: Date | string, language: string): string {
  return `${formatDay(indiaDayOf(instant), language)}, ${formatTime(instant, language)}`;
}

/**
 * A booking's days, in order, runs of consecutive days joined and a month or year written once where the
 * next days share it: '15-17, 19 Dec 2026', '30 Dec 2026 - 2 Jan 2027', '31 Dec 2026, 2 Jan 2027'. A
 * hyphen, not an en dash: the same words go into texts, where an en dash would make an English text
 * Unicode (70 characters a part instead of 160).
 */
export function formatDays(days: readonly string[], language: string): string {
  const sorted = [...new Set(days.map((day) => day.slice(0, 10)))].sort();
  const runs: { first: DayParts; last: DayParts }[] = [];
  let previous = '';
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && previous && nextDay(previous) === day) run.last = partsOf(day);
    else runs.push({ first: partsOf(day), last: partsOf(day) });
    previous = day;
  }
  const months = dayNames(language).monthsShort;
  const month = (parts: DayParts) => months[parts.month - 1] ?? '';
  return runs
    .map(({ first, last }, index) => {
      const next = runs[index + 1]?.first;
      const sameMonth = first.month === last.month && first.year === last.year;
      if (!sameMonth) {
        const head = `${first.date} ${month(first)}${first.year === last.year ? '' : ` ${first.year}`}`;
        return `${head} - ${last.date} ${month(last)}${yearUnlessShared(last, next)}`;
      }
      const span = first.date === last.date ? `${first.date}` : `${first.date}-${last.date}`;
      const monthShared = next !== undefined && next.month === last.month && next.year === last.year;
      return monthShared ? span : `${span} ${month(last)}${yearUnlessShared(last, next)}`;
    })
    .join(', ');
}

function yearUnlessShared(last: DayParts, next: DayParts | undefined): string {
  return next !== undefined && next.year === last.year ? '' : ` ${last.year}`;
}

function nextDay(day: string): string {
  const { year, month, date } = partsOf(day);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
