import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { artistApplicationSchema } from './artist';
import { bookingSchema } from './booking';
import { FIELD_LIMITS } from './common';
import { fieldErrors } from './field-errors';

const booking = {
  fullName: 'Asha Patil',
  contactNumber: '9876543210',
  selectedDates: ['2026-03-14'],
  selectedTime: 'Late Evening (9:00 PM onwards)',
  mehendiVariety: 'Bridal',
  priceRange: '2000-3000',
  selectedDesigns: ['/uploads/designs/a.webp'],
};
const application = {
  fullName: 'Meera Joshi',
  whatsappNumber: '9876543210',
  address: '12 MG Road, Pune',
  pincode: '411001',
  jobTerm: 'Part-time',
  mehendiVarieties: ['Bridal'],
  availability: { timeRange: 'Any Time From Morning Till Night' },
};

function errorsOf(
  result: ReturnType<typeof bookingSchema.safeParse> | ReturnType<typeof artistApplicationSchema.safeParse>,
) {
  if (result.success) throw new Error('expected a refusal');
  return fieldErrors(result.error);
}

// Every text and list field has a maximum (docs/rules-and-messages.md): a 250,000-letter name or a
// booking of 19,231 dates is refused with a message, not stored.
describe('field size caps', () => {
  it('refuses a name over 100 letters, in bookings and applications', () => {
    const name = 'A'.repeat(FIELD_LIMITS.nameLength + 1);
    expect(
      bookingSchema.safeParse({ ...booking, fullName: 'A'.repeat(FIELD_LIMITS.nameLength) }).success,
    ).toBe(true);
    expect(errorsOf(bookingSchema.safeParse({ ...booking, fullName: name })).fullName).toBe(
      MESSAGES.nameTooLong,
    );
    expect(
      errorsOf(artistApplicationSchema.safeParse({ ...application, fullName: 'A'.repeat(250_000) })).fullName,
    ).toBe(MESSAGES.nameTooLong);
  });

  it('refuses an address over 500 characters', () => {
    const address = 'x'.repeat(FIELD_LIMITS.addressLength + 1);
    expect(errorsOf(artistApplicationSchema.safeParse({ ...application, address })).address).toBe(
      MESSAGES.addressTooLong,
    );
  });

  it('refuses more than 10 dates', () => {
    const dates = Array.from({ length: FIELD_LIMITS.bookingDates + 1 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(errorsOf(bookingSchema.safeParse({ ...booking, selectedDates: dates })).selectedDates).toBe(
      MESSAGES.tooManyDates,
    );
    expect(bookingSchema.safeParse({ ...booking, selectedDates: dates.slice(0, 10) }).success).toBe(true);
  });
});
