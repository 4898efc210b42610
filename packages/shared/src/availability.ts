// When artists work and where a booking finds a place (docs/bookings.md#places-and-availability): the
// three working slots, weekdays, an artist's week by default, and the "no place" answer of a booking.
// Plain data and pure functions only; the server counts the places (modules/bookings/places.ts).
import { TIME_SLOTS, type TimeSlot } from './catalogue';
import { parseCalendarDay } from './calendar';
import { messageDay } from './messages';
import { smsSlot } from './sms-templates';

/** The slots an artist works in: the booking form's three fixed slots ('Any Time' is all three). */
export const WORK_SLOTS = [TIME_SLOTS[0], TIME_SLOTS[1], TIME_SLOTS[2]] as const;
export type WorkSlot = (typeof WORK_SLOTS)[number];

/** A booking's 'Any Time From Morning Till Night': any one of the day's slots. */
export const ANY_TIME_SLOT: TimeSlot = TIME_SLOTS[3];

/** Monday first, as Indian calendars are. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type WeeklySlots = Record<Weekday, WorkSlot[]>;

/** An artist's working week, days off and most jobs a day (GET and PUT /api/my/availability). */
export interface ArtistAvailability {
  weekly: WeeklySlots;
  daysOff: DayOff[];
  maxJobsPerDay: number;
}

/** A range of days off, both ends included ('YYYY-MM-DD'). */
export interface DayOff {
  from: string;
  to: string;
  note?: string;
}

export const AVAILABILITY_LIMITS = {
  /** Most jobs an artist may take on one day (a bridal sitting takes 3–4 hours). */
  maxJobsPerDay: 3,
  defaultMaxJobsPerDay: 1,
  /** Most ranges of days off one artist keeps. */
  daysOff: 50,
  /** Most days one public availability question may cover (two months). */
  rangeDays: 62,
} as const;

/** The weekday of a calendar day ('YYYY-MM-DD…'). */
export function weekdayOf(day: string): Weekday {
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(`${day.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/**
 * The week of an artist who has not said when they work: every day, in the slots of their application's
 * answer ('Any Time…', or an answer this product does not know, means all three).
 */
export function defaultWeekly(applicationTimeRange: string): WeeklySlots {
  const slots: WorkSlot[] = (WORK_SLOTS as readonly string[]).includes(applicationTimeRange)
    ? [applicationTimeRange as WorkSlot]
    : [...WORK_SLOTS];
  return Object.fromEntries(WEEKDAYS.map((day) => [day, [...slots]])) as WeeklySlots;
}

/** The availability of an artist who has saved none: their application's slots, no days off, one job a day. */
export function defaultAvailability(applicationTimeRange: string): ArtistAvailability {
  return {
    weekly: defaultWeekly(applicationTimeRange),
    daysOff: [],
    maxJobsPerDay: AVAILABILITY_LIMITS.defaultMaxJobsPerDay,
  };
}

/** Whether `day` lies in one of the ranges of days off. */
export function isDayOff(daysOff: readonly DayOff[], day: string): boolean {
  return daysOff.some((range) => range.from <= day && day <= range.to);
}

/** The slots the artist works on `day` ('YYYY-MM-DD'): the weekday's, none on a day off. */
export function workingSlotsOn(availability: ArtistAvailability, day: string): WorkSlot[] {
  return isDayOff(availability.daysOff, day) ? [] : availability.weekly[weekdayOf(day)];
}

/** The days from `from` to `to`, both included ('YYYY-MM-DD'); empty when `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += 24 * 60 * 60 * 1000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * How a day stands for one slot and variety (docs/bookings.md#places-and-availability): `closed` when no
 * artist works it at all (nothing to wait for), `full` when its places are booked out (the waiting list
 * may be joined), `few` when one place is left or at most a quarter of its usual places, else `open`.
 */
export const DAY_STANDINGS = ['closed', 'full', 'few', 'open'] as const;
export type DayStanding = (typeof DAY_STANDINGS)[number];

/**
 * A day's standing from its places left and its usual places (those it has with nothing booked), for a
 * booking of `team` artists (issue 47; 1 for one artist's booking): counted in teams that fit, so a day with
 * fewer usual places than the team is closed for it and one with fewer free places is full.
 */
export function dayStanding(places: number, usual: number, team = 1): DayStanding {
  const teams = Math.floor(places / team);
  const usualTeams = Math.floor(usual / team);
  if (usualTeams <= 0) return 'closed';
  if (teams <= 0) return 'full';
  return teams === 1 || teams * 4 <= usualTeams ? 'few' : 'open';
}

const NO_PLACE_PREFIX = 'No artist is free on ';
const NO_PLACE_SUFFIX = '. Please choose another date or join the waiting list.';
const CLOSED_PREFIX = 'No artist works on ';
const CLOSED_SUFFIX = '. Please choose another date.';

/**
 * A booking's 409 when a date has no place (docs/bookings.md#places-and-availability): the day as other
 * messages write it ('14 Mar 2026') and the slot as the texts shorten it ('11 AM-4 PM').
 */
export function noPlaceMessage(day: string, slot: string): string {
  return `${NO_PLACE_PREFIX}${messageDay(day)} (${smsSlot(slot, 'en')})${NO_PLACE_SUFFIX}`;
}

/** The day ('YYYY-MM-DD') and slot of a no-place answer, or undefined for any other text. */
export function noPlaceOf(text: string): { day: string; slot: TimeSlot } | undefined {
  return dayAndSlotOf(text, NO_PLACE_PREFIX, NO_PLACE_SUFFIX);
}

/**
 * A booking's 409 when nobody works a date for its slot and variety (a closed day): there is no place to
 * wait for, so the waiting list is not offered either.
 */
export function closedDayMessage(day: string, slot: string): string {
  return `${CLOSED_PREFIX}${messageDay(day)} (${smsSlot(slot, 'en')})${CLOSED_SUFFIX}`;
}

/** The day ('YYYY-MM-DD') and slot of a closed-day answer, or undefined for any other text. */
export function closedDayOf(text: string): { day: string; slot: TimeSlot } | undefined {
  return dayAndSlotOf(text, CLOSED_PREFIX, CLOSED_SUFFIX);
}

const TEAM_SHORT_PREFIX = 'Only ';
const TEAM_SHORT_SUFFIX = '. Please choose another date or join the waiting list.';
const TEAM_SHORT = /^(\d+) of (\d+) artists are free on (.+)$/;

/**
 * A team booking's 409 when a date has fewer free artists than the team needs (issue 47): how many are
 * free of how many, the day and the slot as noPlaceMessage writes them.
 */
export function teamShortMessage(day: string, slot: string, free: number, needed: number): string {
  return `${TEAM_SHORT_PREFIX}${free} of ${needed} artists are free on ${messageDay(day)} (${smsSlot(slot, 'en')})${TEAM_SHORT_SUFFIX}`;
}

/** The figures, day and slot of a team-short answer, or undefined for any other text. */
export function teamShortOf(
  text: string,
): { free: number; needed: number; day: string; slot: TimeSlot } | undefined {
  if (!text.startsWith(TEAM_SHORT_PREFIX) || !text.endsWith(TEAM_SHORT_SUFFIX)) return undefined;
  const words = TEAM_SHORT.exec(text.slice(TEAM_SHORT_PREFIX.length, -TEAM_SHORT_SUFFIX.length));
  if (!words) return undefined;
  const when = dayAndSlotOf(`x${words[3]}y`, 'x', 'y');
  return when && { free: Number(words[1]), needed: Number(words[2]), ...when };
}

function dayAndSlotOf(
  text: string,
  prefix: string,
  suffix: string,
): { day: string; slot: TimeSlot } | undefined {
  if (!text.startsWith(prefix) || !text.endsWith(suffix)) return undefined;
  // '14 Mar 2026 (11 AM-4 PM)': en-IN writes September 'Sept', so a month is its first three letters.
  const words = /^(\d{1,2}) (\p{L}+) (\d{4}) \((.+)\)$/u.exec(text.slice(prefix.length, -suffix.length));
  if (!words) return undefined;
  const [, date = '', month = '', year = '', short = ''] = words;
  const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
  const day = parseCalendarDay(`${year}-${String(index + 1).padStart(2, '0')}-${date.padStart(2, '0')}`);
  const slot = TIME_SLOTS.find((known) => smsSlot(known, 'en') === short);
  return index === -1 || !day || !slot ? undefined : { day, slot };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
