import { describe, expect, it } from 'vitest';
import { TEAM_TIMES, artistsNeeded, workMinutes } from './team-size';

describe('the artists a function needs', () => {
  it('gives a bride and her guests one artist per four hours of work', () => {
    const withBride = (guestCount: number) => artistsNeeded({ brides: 1, guestCount });
    expect(withBride(0)).toBe(1);
    // A bride (3 h) and 5 guests (1 h) fill one artist's four hours: no team.
    expect(withBride(5)).toBe(1);
    expect(withBride(6)).toBe(2);
    expect(withBride(20)).toBe(2);
    // "For a bride and 120 guests you need about 7 artists": 180 + 1,440 minutes over 240 each.
    expect(withBride(120)).toBe(7);
    expect(withBride(300)).toBe(16);
  });

  it('fits 20 guests without a bride in one artist, and 21 in two', () => {
    expect(artistsNeeded({ brides: 0, guestCount: 20 })).toBe(1);
    expect(artistsNeeded({ brides: 0, guestCount: 21 })).toBe(2);
    expect(artistsNeeded({ brides: 0, guestCount: 0 })).toBe(1);
  });

  it('gives every bride an artist of her own', () => {
    // 3 × 180 minutes would fit in 2.25 artists' time, but a bride is one artist's work.
    expect(artistsNeeded({ brides: 3, guestCount: 0 })).toBe(3);
    expect(artistsNeeded({ brides: 3, guestCount: 10 })).toBe(3);
    expect(artistsNeeded({ brides: 3, guestCount: 40 })).toBe(5);
  });

  it('follows the owner’s times', () => {
    const slower = { ...TEAM_TIMES, guestMinutes: 15 };
    expect(workMinutes({ brides: 1, guestCount: 120 }, slower)).toBe(180 + 1800);
    expect(artistsNeeded({ brides: 1, guestCount: 120 }, slower)).toBe(9);
    expect(artistsNeeded({ brides: 0, guestCount: 20 }, { ...TEAM_TIMES, functionMinutes: 300 })).toBe(1);
  });
});
