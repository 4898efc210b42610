import { describe, expect, it } from 'vitest';
import {
  CANCEL_CUTOFF_HOURS,
  canArtistComplete,
  canCustomerCancel,
  indianDay,
  slotInstant,
  venueText,
} from './my-records';

const HOUR = 60 * 60 * 1000;

describe('slot times in India', () => {
  it('starts and ends each slot in Asia/Kolkata (UTC+05:30)', () => {
    expect(
      slotInstant('2026-12-05', 'Morning to Afternoon (11:00 AM to 4:00 PM)', 'start').toISOString(),
    ).toBe('2026-12-05T05:30:00.000Z');
    // Late evening runs to midnight in India: 18:30 UTC.
    expect(
      slotInstant('2026-12-05T00:00:00.000Z', 'Late Evening (9:00 PM onwards)', 'end').toISOString(),
    ).toBe('2026-12-05T18:30:00.000Z');
  });

  it("reads today's day in India, which is ahead of UTC after 18:30 UTC", () => {
    expect(indianDay(new Date('2026-12-05T18:29:00Z'))).toBe('2026-12-05');
    expect(indianDay(new Date('2026-12-05T18:30:00Z'))).toBe('2026-12-06');
  });
});

describe('the cancel cut-off', () => {
  const booking = {
    status: 'confirmed',
    selectedDates: ['2026-12-06', '2026-12-05'],
    selectedTime: 'Morning to Afternoon (11:00 AM to 4:00 PM)',
  };
  const firstStart = Date.parse('2026-12-05T05:30:00.000Z');

  it(`allows cancelling until ${CANCEL_CUTOFF_HOURS} hours before the first slot, not after`, () => {
    expect(canCustomerCancel(booking, new Date(firstStart - 24 * HOUR - 1))).toBe(true);
    expect(canCustomerCancel(booking, new Date(firstStart - 24 * HOUR))).toBe(false);
  });

  it('never cancels a finished booking', () => {
    expect(canCustomerCancel({ ...booking, status: 'cancelled' }, new Date(firstStart - 100 * HOUR))).toBe(
      false,
    );
  });
});

describe('completing a job', () => {
  it('is allowed once started at the door, from the last booked day in India', () => {
    const job = { status: 'in_progress', selectedDates: ['2026-12-05', '2026-12-06'] };
    expect(canArtistComplete(job, new Date('2026-12-05T18:29:00Z'))).toBe(false);
    expect(canArtistComplete(job, new Date('2026-12-05T18:30:00Z'))).toBe(true);
    expect(canArtistComplete({ ...job, status: 'new' }, new Date('2026-12-07T00:00:00Z'))).toBe(false);
    expect(canArtistComplete({ ...job, status: 'confirmed' }, new Date('2026-12-07T00:00:00Z'))).toBe(false);
  });
});

describe('the venue as one text', () => {
  it('is the address as typed, then the pincode; nothing for a booking without a venue', () => {
    expect(venueText('12 Tilak Road, Pune', '411030')).toBe('12 Tilak Road, Pune – 411030');
    expect(venueText('12 Tilak Road, Pune', null)).toBe('12 Tilak Road, Pune');
    expect(venueText(null, null)).toBeNull();
  });
});
