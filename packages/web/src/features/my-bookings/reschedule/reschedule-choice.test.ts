import { describe, expect, it } from 'vitest';
import { changedDays, removeDay, startChoice, tapDay } from './reschedule-choice';

describe('Change date: what a tap does', () => {
  it('moves a one-day booking to the tapped day instead of adding it (19 Dec → 22 Dec)', () => {
    const moved = tapDay(startChoice(['2026-12-19']), '2026-12-22');
    expect(moved.dates).toEqual(['2026-12-22']);
    // A second tap moves it again: the booking keeps one day.
    expect(tapDay(moved, '2026-12-23').dates).toEqual(['2026-12-23']);
  });

  it('moves the day picked among several, keeping the others', () => {
    const picked = tapDay(startChoice(['2026-12-19', '2026-12-20']), '2026-12-20');
    expect(picked.moving).toBe('2026-12-20');
    expect(picked.dates).toEqual(['2026-12-19', '2026-12-20']);
    expect(tapDay(picked, '2026-12-27').dates).toEqual(['2026-12-19', '2026-12-27']);
  });

  it('adds a day only after "Add a day", once', () => {
    const added = tapDay({ ...startChoice(['2026-12-19']), adding: true }, '2026-12-20');
    expect(added.dates).toEqual(['2026-12-19', '2026-12-20']);
    expect(added.adding).toBe(false);
    expect(tapDay(added, '2026-12-21').dates).toEqual(['2026-12-19', '2026-12-21']);
  });

  it('removes a day with its own button, and the next tap moves one that is left', () => {
    const removed = removeDay(startChoice(['2026-12-19', '2026-12-20']), '2026-12-19');
    expect(removed).toMatchObject({ dates: ['2026-12-20'], moving: '2026-12-20' });
    const none = removeDay(removed, '2026-12-20');
    expect(none).toMatchObject({ dates: [], moving: null });
    expect(tapDay(none, '2026-12-24').dates).toEqual(['2026-12-24']);
  });

  it('says which days went and which came', () => {
    expect(changedDays(['2026-12-19'], ['2026-12-22'])).toEqual({
      removed: ['2026-12-19'],
      added: ['2026-12-22'],
    });
    expect(changedDays(['2026-12-19'], ['2026-12-19', '2026-12-20'])).toEqual({
      removed: [],
      added: ['2026-12-20'],
    });
  });
});
