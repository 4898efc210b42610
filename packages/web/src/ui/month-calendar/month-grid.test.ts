import { describe, expect, it } from 'vitest';
import { addDays, addMonths, bookableDays, mondayIndex, monthRange, monthWeeks } from './month-grid';

describe('monthWeeks', () => {
  it('starts each week on Monday, blanks before the 1st and after the last day', () => {
    // 1 March 2026 is a Sunday.
    const weeks = monthWeeks('2026-03');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[1]?.[0]).toBe('2026-03-02');
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('fills a February that starts on a Monday in four full weeks', () => {
    // 1 February 2027 is a Monday; 2027 is not a leap year.
    const weeks = monthWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks.at(-1)?.[6]).toBe('2027-02-28');
  });

  it('knows leap days', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2100-02').to).toBe('2100-02-28');
  });
});

describe('month and day steps', () => {
  it('moves across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
  });

  it('counts weekdays from Monday', () => {
    expect(mondayIndex('2026-03-02')).toBe(0);
    expect(mondayIndex('2026-03-01')).toBe(6);
  });
});

describe('bookableDays', () => {
  it('starts on India’s today, which begins at 18:30 UTC', () => {
    expect(bookableDays(new Date('2026-03-14T18:29:59Z')).first).toBe('2026-03-14');
    expect(bookableDays(new Date('2026-03-14T18:30:00Z')).first).toBe('2026-03-15');
  });

  it('ends at the booking horizon, twelve months on', () => {
    expect(bookableDays(new Date('2026-03-14T06:00:00Z')).last).toBe('2027-03-14');
    expect(bookableDays(new Date('2028-02-29T06:00:00Z')).last).toBe('2029-02-28');
  });
});
