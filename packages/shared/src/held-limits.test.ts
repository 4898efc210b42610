import { describe, expect, it } from 'vitest';
import { heldLimitMessage, heldLimitOf } from './held-limits';

describe('held-limit answers', () => {
  it('name the limit and are read back by kind and figure', () => {
    expect(heldLimitMessage('bookings', 3)).toBe(
      'One phone number can hold at most 3 bookings at a time (waiting or confirmed). To book more, cancel one in My bookings or call us.',
    );
    expect(heldLimitOf(heldLimitMessage('bookings', 3))).toEqual({ kind: 'bookings', max: 3 });
    expect(heldLimitOf(heldLimitMessage('days', 12))).toEqual({ kind: 'days', max: 12 });
  });

  it('reads nothing from other texts', () => {
    expect(heldLimitOf('Too many bookings from this phone number today. Please call us to book more.')).toBe(
      undefined,
    );
    expect(heldLimitOf(heldLimitMessage('days', 6).replace('6', 'six'))).toBe(undefined);
  });
});
