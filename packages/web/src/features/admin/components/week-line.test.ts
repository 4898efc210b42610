import { describe, expect, it } from 'vitest';
import { WORK_SLOTS, type WeeklySlots } from '@mehendi/shared';
import { weekLine } from './week-line';

const [MORNING, AFTERNOON, EVENING] = WORK_SLOTS;
const WORDS = {
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  slot: (slot: string) =>
    ({ [MORNING]: 'Morning', [AFTERNOON]: 'Afternoon', [EVENING]: 'Late evening' })[slot]!,
  allDay: 'all day',
  off: 'off',
};
const DAYS = (slots: WeeklySlots['mon']) =>
  ({ mon: slots, tue: slots, wed: slots, thu: slots, fri: slots, sat: slots, sun: slots }) as WeeklySlots;

describe('an artist’s week in a line', () => {
  it('groups the days with the same slots, Monday first, and names a day off', () => {
    // The artist who unticked late evenings and Sundays.
    expect(weekLine({ ...DAYS([MORNING, AFTERNOON]), sun: [] }, WORDS)).toBe(
      'Mon–Sat: Morning, Afternoon · Sun: off',
    );
    expect(weekLine({ ...DAYS([...WORK_SLOTS]), wed: [] }, WORDS)).toBe(
      'Mon–Tue: all day · Wed: off · Thu–Sun: all day',
    );
    expect(weekLine(DAYS([]), WORDS)).toBe('Mon–Sun: off');
    expect(weekLine({ ...DAYS([]), sat: [EVENING] }, WORDS)).toBe(
      'Mon–Fri: off · Sat: Late evening · Sun: off',
    );
  });
});
