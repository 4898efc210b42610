// When an artist works (GET|PUT /api/my/availability, /api/artists/{id}/availability) and the public
// places per day (GET /api/availability); docs/bookings.md#places-and-availability.
import { z } from 'zod';
import { AVAILABILITY_LIMITS, DAY_STANDINGS, WEEKDAYS, WORK_SLOTS, type WorkSlot } from '../availability';
import { BOOKING_VARIETIES, TIME_SLOTS } from '../catalogue';
import { parseCalendarDay } from '../calendar';
import { MESSAGES, unknownWeekdayMessage } from '../messages';

/** 'YYYY-MM-DD' (a date-time gives its day). */
const calendarDay = () =>
  z
    .string({ error: MESSAGES.invalidDate })
    .refine((text) => parseCalendarDay(text) !== undefined, { error: MESSAGES.invalidDate, abort: true })
    .overwrite((text) => parseCalendarDay(text)!);

// A weekday's slots, once each and in the day's order; a weekday left out is not worked.
const daySlots = () =>
  z
    .array(z.enum(WORK_SLOTS, { error: MESSAGES.unknownSlot }), { error: MESSAGES.unknownSlot })
    .overwrite((slots) => WORK_SLOTS.filter((slot) => slots.includes(slot)))
    .default([]);

// Strict: a key that is not a weekday ('monday') is refused by name, not dropped, which would leave
// that day unworked without a word. Weekdays left out are still allowed.
const weekly = () =>
  z.strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, daySlots()])) as Record<
      (typeof WEEKDAYS)[number],
      ReturnType<typeof daySlots>
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? unknownWeekdayMessage(issue.keys[0] ?? '')
          : MESSAGES.unknownSlot,
    },
  );

const dayOff = () =>
  z
    .object(
      {
        from: calendarDay(),
        to: calendarDay(),
        note: z.string({ error: MESSAGES.invalidNote }).trim().max(500, MESSAGES.invalidNote).optional(),
      },
      { error: MESSAGES.invalidDate },
    )
    .refine((range) => range.from <= range.to, { error: MESSAGES.dayOffOrder })
    // An empty note is no note.
    .overwrite(({ note, ...range }) => (note ? { ...range, note } : range));

// Built on first use (z.lazy), as the other payload schemas: the pages import this module at start-up.
export const artistAvailabilitySchema = z.lazy(() =>
  z.object(
    {
      weekly: weekly(),
      daysOff: z
        .array(dayOff(), { error: MESSAGES.invalidDate })
        .max(AVAILABILITY_LIMITS.daysOff, MESSAGES.tooManyDaysOff)
        .overwrite((ranges) => [...ranges].sort((a, b) => a.from.localeCompare(b.from)))
        .default([]),
      maxJobsPerDay: z
        .number({ error: MESSAGES.invalidMaxJobs })
        .int(MESSAGES.invalidMaxJobs)
        .min(1, MESSAGES.invalidMaxJobs)
        .max(AVAILABILITY_LIMITS.maxJobsPerDay, MESSAGES.invalidMaxJobs),
    },
    { error: MESSAGES.fixValidationErrors },
  ),
);
export type ArtistAvailabilityInput = z.input<typeof artistAvailabilitySchema>;

/** GET /api/availability: a range of at most AVAILABILITY_LIMITS.rangeDays days; a variety or an artist narrows it. */
export const availabilityQuerySchema = z.lazy(() =>
  z
    .object({
      from: calendarDay(),
      to: calendarDay(),
      variety: z.enum(BOOKING_VARIETIES, { error: MESSAGES.selectVariety }).optional(),
      /**
       * An approved artist's id (a profile's "Book with …"): the places of that artist alone, her own jobs
       * counted; an id no approved artist has finds every day closed.
       */
      artist: z.string().trim().min(1).max(64).optional(),
      /** A team booking's artists (issue 47): a day's standing counts the teams of this size that fit. */
      team: z
        .string({ error: MESSAGES.invalidTeam })
        .regex(/^\d{1,2}$/, { error: MESSAGES.invalidTeam })
        .transform(Number)
        .refine((size) => size >= 1 && size <= 20, { error: MESSAGES.invalidTeam })
        .optional(),
    })
    .refine(
      ({ from, to }) => {
        const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
        return days >= 1 && days <= AVAILABILITY_LIMITS.rangeDays;
      },
      { path: ['to'], error: MESSAGES.invalidAvailabilityRange },
    ),
);
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/** The places of one slot on one day: how many more bookings artists can take there (≥ 0). */
export const slotPlacesSchema = z.object({
  slot: z.enum(TIME_SLOTS),
  places: z.number().int().nonnegative(),
  /** The places the day has with nothing booked: 0 when no artist works that day and slot. */
  usual: z.number().int().nonnegative(),
  /** dayStanding(places, usual, team): closed (nobody works), full (booked out), few or open. */
  standing: z.enum(DAY_STANDINGS),
});

export const availabilityAnswerSchema = z.object({
  days: z.array(z.object({ date: z.string(), slots: z.array(slotPlacesSchema) })),
  /**
   * True while the business has approved no artist: bookings are taken as requests on any date (as before
   * places were counted), and every `places` is 0.
   */
  requestsOnly: z.boolean(),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/** What GET answers and PUT stores; the weekday lists are in the day's order. */
export const artistAvailabilityRecordSchema = z.object({
  weekly: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(z.enum(WORK_SLOTS))])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodArray<z.ZodEnum<{ [K in WorkSlot]: K }>>
    >,
  ),
  daysOff: z.array(z.object({ from: z.string(), to: z.string(), note: z.string().optional() })),
  maxJobsPerDay: z.number().int(),
});
