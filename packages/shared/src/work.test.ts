import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  artistVarietyFor,
  canMove,
  pincodeDistance,
  slotCovers,
  slotsOverlap,
} from './work';

const [MORNING, AFTERNOON, LATE, ANY] = [
  'Morning to Afternoon (11:00 AM to 4:00 PM)',
  'Afternoon to Evening (4:00 PM to 9:00 PM)',
  'Late Evening (9:00 PM onwards)',
  'Any Time From Morning Till Night',
];

describe('booking lifecycle rules', () => {
  it('allows exactly the documented steps', () => {
    const allowed = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'new>confirmed',
        'new>cancelled',
        'confirmed>confirmed',
        'confirmed>new',
        'confirmed>completed',
        'confirmed>cancelled',
        'confirmed>in_progress',
        'in_progress>completed',
        'waitlisted>offered',
        'waitlisted>cancelled',
        'offered>new',
        'offered>waitlisted',
        'offered>cancelled',
      ].sort(),
    );
  });

  it('overlaps slots only with themselves and with any time; the two day slots meet but do not overlap', () => {
    expect(slotsOverlap(MORNING, AFTERNOON)).toBe(false);
    expect(slotsOverlap(AFTERNOON, LATE)).toBe(false);
    expect(slotsOverlap(LATE, LATE)).toBe(true);
    expect(slotsOverlap(ANY, MORNING)).toBe(true);
    expect(slotsOverlap(LATE, ANY)).toBe(true);
  });

  it('lets an any-time artist cover every slot, others only their own', () => {
    expect(slotCovers(ANY, LATE)).toBe(true);
    expect(slotCovers(LATE, LATE)).toBe(true);
    expect(slotCovers(MORNING, LATE)).toBe(false);
    expect(slotCovers(LATE, ANY)).toBe(false);
  });

  it("maps the booking's 'Bridal (Engagement)' to the artists' 'Engagement'", () => {
    expect(artistVarietyFor('Bridal (Engagement)')).toBe('Engagement');
    expect(artistVarietyFor('Bridal')).toBe('Bridal');
    expect(artistVarietyFor('Baby Shower')).toBe('Baby Shower');
  });

  it('ranks pincodes: the same, then the same first three digits, then the rest', () => {
    expect(pincodeDistance('411030', '411030')).toBe(0);
    expect(pincodeDistance('411030', '411045')).toBe(1);
    expect(pincodeDistance('411030', '560001')).toBe(2);
  });
});
