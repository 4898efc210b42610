import { describe, expect, it } from 'vitest';
import {
  dayStanding,
  daysBetween,
  defaultAvailability,
  noPlaceMessage,
  noPlaceOf,
  weekdayOf,
  workingSlotsOn,
  WORK_SLOTS,
} from './availability';
import { TIME_SLOTS } from './catalogue';
import { MESSAGES } from './messages';
import { artistAvailabilitySchema, availabilityQuerySchema } from './schemas/availability';
import { fieldErrors } from './schemas/field-errors';

const [MORNING, AFTERNOON, EVENING, ANY] = TIME_SLOTS;

describe('an artist’s week', () => {
  it('knows the weekday of a day, Monday first', () => {
    expect(weekdayOf('2026-12-07')).toBe('mon');
    expect(weekdayOf('2026-12-05')).toBe('sat');
    expect(weekdayOf('2026-12-06T00:00:00.000Z')).toBe('sun');
  });

  it('defaults to the application’s slot every day, all three for Any Time, one job a day', () => {
    expect(defaultAvailability(ANY)).toEqual({
      weekly: {
        mon: WORK_SLOTS,
        tue: WORK_SLOTS,
        wed: WORK_SLOTS,
        thu: WORK_SLOTS,
        fri: WORK_SLOTS,
        sat: WORK_SLOTS,
        sun: WORK_SLOTS,
      },
      daysOff: [],
      maxJobsPerDay: 1,
    });
    expect(defaultAvailability(EVENING).weekly.wed).toEqual([EVENING]);
  });

  it('works no slot on a day off, both ends of the range included', () => {
    const availability = {
      ...defaultAvailability(MORNING),
      daysOff: [{ from: '2026-12-05', to: '2026-12-06' }],
    };
    expect(workingSlotsOn(availability, '2026-12-04')).toEqual([MORNING]);
    expect(workingSlotsOn(availability, '2026-12-05')).toEqual([]);
    expect(workingSlotsOn(availability, '2026-12-06')).toEqual([]);
    expect(workingSlotsOn(availability, '2026-12-07')).toEqual([MORNING]);
  });

  it('lists the days of a range across a month’s end', () => {
    expect(daysBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(daysBetween('2026-12-02', '2026-12-01')).toEqual([]);
  });
});

describe('the no-place answer', () => {
  it('names the day as messages do and the slot as texts do, and a page reads both back', () => {
    const message = noPlaceMessage('2026-09-04', MORNING);
    expect(message).toBe(
      'No artist is free on 4 Sep 2026 (11 AM-4 PM). Please choose another date or join the waiting list.',
    );
    expect(noPlaceOf(message)).toEqual({ day: '2026-09-04', slot: MORNING });
    expect(noPlaceOf(noPlaceMessage('2027-01-31', ANY))).toEqual({ day: '2027-01-31', slot: ANY });
    expect(noPlaceOf(noPlaceMessage('2027-05-09', EVENING))).toEqual({ day: '2027-05-09', slot: EVENING });
    expect(noPlaceOf(MESSAGES.pastDate)).toBeUndefined();
  });
});

describe('availability payloads', () => {
  const valid = {
    weekly: { mon: [AFTERNOON, MORNING, MORNING], sat: [EVENING] },
    daysOff: [
      { from: '2026-12-20', to: '2026-12-25', note: 'Family wedding' },
      { from: '2026-12-01', to: '2026-12-01', note: ' ' },
    ],
    maxJobsPerDay: 2,
  };

  it('keeps each weekday’s slots once, in the day’s order, and the days off in order', () => {
    const parsed = artistAvailabilitySchema.parse(valid);
    expect(parsed.weekly).toEqual({
      mon: [MORNING, AFTERNOON],
      tue: [],
      wed: [],
      thu: [],
      fri: [],
      sat: [EVENING],
      sun: [],
    });
    expect(parsed.daysOff).toEqual([
      { from: '2026-12-01', to: '2026-12-01' },
      { from: '2026-12-20', to: '2026-12-25', note: 'Family wedding' },
    ]);
  });

  it('refuses per field: an unknown slot, a range ending before it starts, jobs outside 1–3, over 50 ranges', () => {
    const errors = (payload: object) => {
      const result = artistAvailabilitySchema.safeParse({ ...valid, ...payload });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors({ weekly: { mon: ['Brunch'] } })).toEqual({ weekly: MESSAGES.unknownSlot });
    expect(errors({ weekly: { mon: [ANY] } })).toEqual({ weekly: MESSAGES.unknownSlot });
    expect(errors({ daysOff: [{ from: '2026-12-05', to: '2026-12-04' }] })).toEqual({
      daysOff: MESSAGES.dayOffOrder,
    });
    expect(errors({ daysOff: [{ from: '2026-02-30', to: '2026-12-04' }] })).toEqual({
      daysOff: MESSAGES.invalidDate,
    });
    expect(errors({ maxJobsPerDay: 0 })).toEqual({ maxJobsPerDay: MESSAGES.invalidMaxJobs });
    expect(errors({ maxJobsPerDay: 4 })).toEqual({ maxJobsPerDay: MESSAGES.invalidMaxJobs });
    expect(errors({ maxJobsPerDay: 1.5 })).toEqual({ maxJobsPerDay: MESSAGES.invalidMaxJobs });
    const many = Array.from({ length: 51 }, () => ({ from: '2026-12-01', to: '2026-12-02' }));
    expect(errors({ daysOff: many })).toEqual({ daysOff: MESSAGES.tooManyDaysOff });
    expect(errors({ daysOff: many.slice(1) })).toEqual({});
  });

  it('asks for at most 62 days, the last on or after the first', () => {
    const errors = (query: object) => {
      const result = availabilityQuerySchema.safeParse(query);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors({ from: '2026-12-01', to: '2027-01-31' })).toEqual({});
    expect(errors({ from: '2026-12-01', to: '2027-02-01' })).toEqual({
      to: MESSAGES.invalidAvailabilityRange,
    });
    expect(errors({ from: '2026-12-02', to: '2026-12-01' })).toEqual({
      to: MESSAGES.invalidAvailabilityRange,
    });
    expect(errors({ from: 'soon', to: '2026-12-01' })).toEqual({ from: MESSAGES.invalidDate });
    expect(errors({ from: '2026-12-01', to: '2026-12-01', variety: 'Tattoo' })).toEqual({
      variety: MESSAGES.selectVariety,
    });
  });
});

describe('how a day stands', () => {
  it('is closed when nobody works it, full when booked out, few with one place or a quarter left', () => {
    // Nobody works that day or slot: nothing to wait for.
    expect(dayStanding(0, 0)).toBe('closed');
    // Booked out: the waiting list may be joined.
    expect(dayStanding(0, 1)).toBe('full');
    expect(dayStanding(0, 8)).toBe('full');
    // One place left is few, however many the day usually has.
    expect(dayStanding(1, 1)).toBe('few');
    expect(dayStanding(1, 12)).toBe('few');
    // Two of two artists' places are all of them, not few; two of eight are a quarter.
    expect(dayStanding(2, 2)).toBe('open');
    expect(dayStanding(2, 8)).toBe('few');
    expect(dayStanding(3, 8)).toBe('open');
  });

  it('counts the teams that fit for a team booking', () => {
    // Five artists usually, a team of 3: one team fits (few); with two places left none does (full).
    expect(dayStanding(5, 5, 3)).toBe('few');
    expect(dayStanding(2, 5, 3)).toBe('full');
    // Fewer artists ever work the day than the team: closed, nothing to wait for.
    expect(dayStanding(5, 5, 6)).toBe('closed');
    // Twelve places, teams of 2: six fit, open; two of six is a third, open; one left is few.
    expect(dayStanding(12, 12, 2)).toBe('open');
    expect(dayStanding(4, 12, 2)).toBe('open');
    expect(dayStanding(3, 12, 2)).toBe('few');
    expect(dayStanding(4, 12, 1)).toBe(dayStanding(4, 12));
  });
});
