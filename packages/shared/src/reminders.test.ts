import { describe, expect, it } from 'vitest';
import { outOfQuietHours, reminderTimes } from './reminders';

const iso = (times: { kind: string; dueAt: Date }[]) =>
  times.map((time) => `${time.kind} ${time.dueAt.toISOString()}`);

describe('reminder times', () => {
  const now = new Date('2026-12-01T00:00:00.000Z');

  it('are 18:00 India time the evening before and 3 hours before the slot, per booked day', () => {
    expect(
      iso(reminderTimes(['2026-12-10', '2026-12-11'], 'Afternoon to Evening (4:00 PM to 9:00 PM)', now)),
    ).toEqual([
      'tomorrow 2026-12-09T12:30:00.000Z',
      'today 2026-12-10T07:30:00.000Z',
      'tomorrow 2026-12-10T12:30:00.000Z',
      'today 2026-12-11T07:30:00.000Z',
    ]);
    // 3 hours before 9 PM is 6 PM; before 11 AM is 8 AM, the quiet hours' end, so it stays.
    expect(iso(reminderTimes(['2026-12-10'], 'Late Evening (9:00 PM onwards)', now))[1]).toBe(
      'today 2026-12-10T12:30:00.000Z',
    );
    expect(iso(reminderTimes(['2026-12-10'], 'Morning to Afternoon (11:00 AM to 4:00 PM)', now))[1]).toBe(
      'today 2026-12-10T02:30:00.000Z',
    );
  });

  it('move out of the quiet hours to 08:00 India time: "Any Time" (9 AM) is reminded at 8 AM', () => {
    expect(iso(reminderTimes(['2026-12-10'], 'Any Time From Morning Till Night', now))).toEqual([
      'tomorrow 2026-12-09T12:30:00.000Z',
      'today 2026-12-10T02:30:00.000Z',
    ]);
    // 22:00 India time goes to 08:00 the next morning; 05:00 to 08:00 that morning; 12:00 stays.
    expect(outOfQuietHours(new Date('2026-12-09T16:30:00.000Z')).toISOString()).toBe(
      '2026-12-10T02:30:00.000Z',
    );
    expect(outOfQuietHours(new Date('2026-12-09T23:30:00.000Z')).toISOString()).toBe(
      '2026-12-10T02:30:00.000Z',
    );
    expect(outOfQuietHours(new Date('2026-12-10T06:30:00.000Z')).toISOString()).toBe(
      '2026-12-10T06:30:00.000Z',
    );
  });

  it('leave out a reminder whose time has passed', () => {
    const lateEvening = new Date('2026-12-09T13:30:00.000Z');
    expect(iso(reminderTimes(['2026-12-10'], 'Any Time From Morning Till Night', lateEvening))).toEqual([
      'today 2026-12-10T02:30:00.000Z',
    ]);
    expect(
      reminderTimes(['2026-12-10'], 'Any Time From Morning Till Night', new Date('2026-12-10T03:00:00.000Z')),
    ).toEqual([]);
  });
});
