import { describe, it, expect } from 'vitest';
import { isPastDate, isTooFarAhead, lastBookableDay, parseCalendarDay, toUtcMidnight } from './calendar';

describe('parseCalendarDay', () => {
  it('reads plain dates and the date part of ISO date-times', () => {
    expect(parseCalendarDay('2026-03-14')).toBe('2026-03-14');
    expect(parseCalendarDay('2026-03-14T00:00:00.000Z')).toBe('2026-03-14');
    expect(parseCalendarDay('2026-03-14T23:59:59+05:30')).toBe('2026-03-14');
    expect(parseCalendarDay('2026-03-14T10:30')).toBe('2026-03-14');
  });

  it('knows leap years', () => {
    expect(parseCalendarDay('2028-02-29')).toBe('2028-02-29');
    expect(parseCalendarDay('2000-02-29')).toBe('2000-02-29');
    expect(parseCalendarDay('2026-02-29')).toBeUndefined();
    expect(parseCalendarDay('2100-02-29')).toBeUndefined();
  });

  it('rejects days that do not exist and other text', () => {
    for (const text of [
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '14/03/2026',
      '2026-03-14T25:00:00Z',
      '2026-03-14 junk',
      '',
    ]) {
      expect(parseCalendarDay(text)).toBeUndefined();
    }
  });
});

describe('toUtcMidnight', () => {
  it('gives the UTC midnight of the day', () => {
    expect(toUtcMidnight('2026-03-14')).toBe('2026-03-14T00:00:00.000Z');
    expect(toUtcMidnight('2026-03-14T18:30:00.000Z')).toBe('2026-03-14T00:00:00.000Z');
  });
});

describe('isPastDate', () => {
  const today = new Date(2026, 2, 14, 10, 0); // 14 March 2026, 10:00 local time

  it('is true for days before today only', () => {
    expect(isPastDate('2026-03-13', today)).toBe(true);
    expect(isPastDate('2025-12-31T00:00:00.000Z', today)).toBe(true);
    expect(isPastDate('2026-03-14', today)).toBe(false);
    expect(isPastDate('2026-03-14T00:00:00.000Z', today)).toBe(false);
    expect(isPastDate('2026-03-15', today)).toBe(false);
  });

  it('judges today by the local calendar day, late at night too', () => {
    expect(isPastDate('2026-03-14', new Date(2026, 2, 14, 23, 59))).toBe(false);
    expect(isPastDate('2026-03-14', new Date(2026, 2, 15, 0, 1))).toBe(true);
  });

  it('leaves text that is not a date to the schema', () => {
    expect(isPastDate('2020-02-30', today)).toBe(false);
    expect(isPastDate('yesterday', today)).toBe(false);
  });
});

describe('the booking horizon', () => {
  it('ends on the same day twelve months on', () => {
    const today = new Date(2026, 2, 14, 10, 0);
    expect(lastBookableDay(today)).toBe('2027-03-14');
    expect(isTooFarAhead('2027-03-14', today)).toBe(false);
    expect(isTooFarAhead('2027-03-15T00:00:00.000Z', today)).toBe(true);
    expect(isTooFarAhead('not a date', today)).toBe(false);
  });

  it('keeps 29 February in February', () => {
    expect(lastBookableDay(new Date(2028, 1, 29, 9, 0))).toBe('2029-02-28');
  });
});
