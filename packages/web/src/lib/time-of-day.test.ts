import { describe, expect, it } from 'vitest';
import { isTodayInIndia, timeOfDay } from './time-of-day';

describe('a time of day in India', () => {
  const teaTime = '2026-12-01T11:00:00.000Z'; // 4:30 pm in India

  it('is written as each language writes it, in Latin digits', () => {
    expect(timeOfDay(teaTime, 'en')).toBe('4:30 pm');
    expect(timeOfDay(teaTime, 'hi')).toBe('शाम 4:30');
    expect(timeOfDay(teaTime, 'mr')).toBe('संध्याकाळ 4:30');
    expect(timeOfDay(teaTime, 'kn')).toMatch(/4:30/);
  });

  it("knows India's day, which starts at 18:30 UTC", () => {
    expect(isTodayInIndia('2026-12-01T18:29:00.000Z', new Date('2026-12-01T10:00:00.000Z'))).toBe(true);
    expect(isTodayInIndia('2026-12-01T18:31:00.000Z', new Date('2026-12-01T10:00:00.000Z'))).toBe(false);
  });
});
