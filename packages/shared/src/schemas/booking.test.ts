import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages';
import { bookingSchema, type BookingInput } from './booking';
import { fieldErrors } from './field-errors';

const valid: BookingInput = {
  fullName: 'Asha Patil',
  contactNumber: '9876543210',
  selectedDates: ['2026-03-14'],
  selectedTime: 'Late Evening (9:00 PM onwards)',
  mehendiVariety: 'Bridal',
  priceRange: '2000-3000',
  selectedDesigns: ['/uploads/designs/a.webp'],
  includeSiders: false,
  sidersType: null,
  sidersDesigns: [],
};

/** What the schema adds when a client sends none of the venue, guests, length and language fields. */
const NEW_FIELD_DEFAULTS = {
  venueAddress: null,
  venuePincode: null,
  guestCount: 0,
  sidersLength: null,
  language: null,
};

function parse(overrides: Record<string, unknown>) {
  return bookingSchema.safeParse({ ...valid, ...overrides });
}

/** The per-field messages of an input that must fail. */
function errorsOf(overrides: Record<string, unknown>): Record<string, string> {
  const result = parse(overrides);
  if (result.success) throw new Error('expected the booking to be rejected');
  return fieldErrors(result.error);
}

describe('bookingSchema', () => {
  it('accepts a complete booking and normalises it', () => {
    expect(bookingSchema.parse(valid)).toEqual({
      ...valid,
      ...NEW_FIELD_DEFAULTS,
      selectedDates: ['2026-03-14T00:00:00.000Z'],
    });
  });

  describe('fullName', () => {
    it.each(['A', ' ', '', 'Ab1', 'Asha_Patil', 'Asha.', '  A  '])('rejects %j', (fullName) => {
      expect(errorsOf({ fullName })).toEqual({ fullName: MESSAGES.invalidFullName });
    });

    it('rejects a missing or non-text name', () => {
      expect(errorsOf({ fullName: undefined })).toEqual({ fullName: MESSAGES.invalidFullName });
      expect(errorsOf({ fullName: 42 })).toEqual({ fullName: MESSAGES.invalidFullName });
    });

    it('accepts Devanagari and Kannada names, with their combining marks', () => {
      expect(parse({ fullName: 'प्रिया शर्मा' }).data?.fullName).toBe('प्रिया शर्मा');
      expect(parse({ fullName: 'ಅನಿತಾ' }).success).toBe(true);
    });

    it('trims and collapses spaces; two letters are enough', () => {
      expect(parse({ fullName: '  Asha   Patil ' }).data?.fullName).toBe('Asha Patil');
      expect(parse({ fullName: 'Al' }).success).toBe(true);
    });
  });

  describe('contactNumber', () => {
    it.each(['987654321', '5876543210', '98765432101', '98765 4321a', '+44 7700 900123', '', 'abcdefghij'])(
      'rejects %j',
      (contactNumber) => {
        expect(errorsOf({ contactNumber })).toEqual({ contactNumber: MESSAGES.invalidContactNumber });
      },
    );

    it.each(['6000000000', '7123456789', '8123456789', ' 9876543210 '])('accepts %j', (contactNumber) => {
      expect(parse({ contactNumber }).data?.contactNumber).toBe(contactNumber.trim());
    });

    // Pasted or autofilled numbers (docs/rules-and-messages.md) are stored as the 10 digits.
    it.each(['+91 98765 43210', '098765 43210', '98765-43210', '+919876543210', '(98765) 43210'])(
      'stores %j as 9876543210',
      (contactNumber) => {
        expect(parse({ contactNumber }).data?.contactNumber).toBe('9876543210');
      },
    );
  });

  describe('selectedDates', () => {
    it('needs at least one date', () => {
      expect(errorsOf({ selectedDates: [] })).toEqual({ selectedDates: MESSAGES.atLeastOneDate });
      expect(errorsOf({ selectedDates: undefined })).toEqual({ selectedDates: MESSAGES.atLeastOneDate });
      expect(errorsOf({ selectedDates: '2026-03-14' })).toEqual({ selectedDates: MESSAGES.atLeastOneDate });
    });

    it('rejects a day that does not exist, such as 30 February', () => {
      const result = parse({ selectedDates: ['2026-03-14', '2026-02-30'] });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['selectedDates', 1],
        message: MESSAGES.invalidDate,
      });
    });

    it.each(['', 'tomorrow', '14-03-2026', 20260314])('rejects %j', (date) => {
      expect(errorsOf({ selectedDates: [date] })).toEqual({ selectedDates: MESSAGES.invalidDate });
    });

    it('turns dates and date-times into UTC midnights, once each, in order', () => {
      const result = parse({
        selectedDates: ['2026-03-20', '2026-03-14T00:00:00.000Z', '2026-03-14', '2026-03-15T09:30:00+05:30'],
      });
      expect(result.data?.selectedDates).toEqual([
        '2026-03-14T00:00:00.000Z',
        '2026-03-15T00:00:00.000Z',
        '2026-03-20T00:00:00.000Z',
      ]);
    });

    it('does not judge past dates (isPastDate does)', () => {
      expect(parse({ selectedDates: ['2001-01-01'] }).success).toBe(true);
    });
  });

  describe('time, variety and price range', () => {
    it('needs one of the time slots', () => {
      expect(errorsOf({ selectedTime: 'Morning' })).toEqual({ selectedTime: MESSAGES.selectTimeRange });
      expect(errorsOf({ selectedTime: undefined })).toEqual({ selectedTime: MESSAGES.selectTimeRange });
    });

    it('needs one of the booking varieties', () => {
      expect(errorsOf({ mehendiVariety: 'Engagement', priceRange: '800-1500' })).toEqual({
        mehendiVariety: MESSAGES.selectVariety,
      });
      expect(errorsOf({ mehendiVariety: '' })).toEqual({
        mehendiVariety: MESSAGES.selectVariety,
      });
    });

    it('needs a price range', () => {
      expect(errorsOf({ priceRange: '' })).toEqual({ priceRange: MESSAGES.selectPriceRange });
      expect(errorsOf({ priceRange: undefined })).toEqual({ priceRange: MESSAGES.selectPriceRange });
    });

    it('rejects a price range of another variety', () => {
      const result = parse({ mehendiVariety: 'Bridal', priceRange: '1600-2200' });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['priceRange'], message: MESSAGES.selectPriceRange }),
      ]);
    });

    it('accepts a range shared by several varieties for each of them', () => {
      expect(parse({ mehendiVariety: 'Munj', priceRange: '800-1500' }).success).toBe(true);
      expect(parse({ mehendiVariety: 'Bridal (Engagement)', priceRange: '800-1500' }).success).toBe(true);
    });

    it('reports a stale price range together with errors of other fields', () => {
      expect(errorsOf({ fullName: 'A', mehendiVariety: 'Munj', priceRange: '4000-5000' })).toEqual({
        fullName: MESSAGES.invalidFullName,
        priceRange: MESSAGES.selectPriceRange,
      });
    });

    it('without a valid variety, still rejects a price range that exists nowhere', () => {
      expect(errorsOf({ mehendiVariety: undefined, priceRange: '1-2' })).toEqual({
        mehendiVariety: MESSAGES.selectVariety,
        priceRange: MESSAGES.selectPriceRange,
      });
    });
  });

  describe('selectedDesigns', () => {
    it.each([[[]], [undefined], [['']], [['  ']], [[42]]])('rejects %j', (selectedDesigns) => {
      expect(errorsOf({ selectedDesigns })).toEqual({ selectedDesigns: MESSAGES.atLeastOneDesign });
    });

    it('keeps each design once', () => {
      expect(parse({ selectedDesigns: ['a', 'b', 'a'] }).data?.selectedDesigns).toEqual(['a', 'b']);
    });
  });

  describe('siders', () => {
    it('asks for the type and a design when siders are included without them', () => {
      expect(errorsOf({ includeSiders: true, sidersType: null, sidersDesigns: [] })).toEqual({
        sidersType: MESSAGES.selectSidersType,
        sidersLength: MESSAGES.selectSidersLength,
        sidersDesigns: MESSAGES.atLeastOneSidersDesign,
      });
      expect(errorsOf({ includeSiders: true, sidersType: undefined, sidersDesigns: undefined })).toEqual({
        sidersType: MESSAGES.selectSidersType,
        sidersLength: MESSAGES.selectSidersLength,
        sidersDesigns: MESSAGES.atLeastOneSidersDesign,
      });
    });

    it('asks for the type when it is not arabic or indian', () => {
      expect(
        errorsOf({ includeSiders: true, sidersType: 'persian', sidersLength: 'palm', sidersDesigns: ['s'] }),
      ).toEqual({
        sidersType: MESSAGES.selectSidersType,
      });
    });

    it('asks for a siders design when only the type is chosen', () => {
      expect(
        errorsOf({ includeSiders: true, sidersType: 'arabic', sidersLength: 'palm', sidersDesigns: [] }),
      ).toEqual({
        sidersDesigns: MESSAGES.atLeastOneSidersDesign,
      });
    });

    it('reports siders errors alongside other field errors', () => {
      expect(errorsOf({ contactNumber: '5', includeSiders: true, sidersType: null })).toEqual({
        contactNumber: MESSAGES.invalidContactNumber,
        sidersType: MESSAGES.selectSidersType,
        sidersLength: MESSAGES.selectSidersLength,
        sidersDesigns: MESSAGES.atLeastOneSidersDesign,
      });
    });

    it('keeps a complete siders choice', () => {
      const result = parse({
        includeSiders: true,
        sidersType: 'indian',
        sidersLength: 'wrist',
        sidersDesigns: ['s1', 's1', 's2'],
      });
      expect(result.data).toMatchObject({
        includeSiders: true,
        sidersType: 'indian',
        sidersLength: 'wrist',
        sidersDesigns: ['s1', 's2'],
      });
    });

    it('drops leftover siders choices when siders are excluded', () => {
      const result = parse({
        includeSiders: false,
        sidersType: 'arabic',
        sidersLength: 'full',
        sidersDesigns: ['s1'],
      });
      expect(result.data).toMatchObject({
        includeSiders: false,
        sidersType: null,
        sidersLength: null,
        sidersDesigns: [],
      });
    });

    it('treats missing siders fields as excluded, and ignores junk in them', () => {
      const { includeSiders: _i, sidersType: _t, sidersDesigns: _d, ...rest } = valid;
      expect(bookingSchema.parse(rest)).toMatchObject({
        includeSiders: false,
        sidersType: null,
        sidersDesigns: [],
      });
      expect(parse({ sidersType: 7, sidersDesigns: 'x' }).data).toMatchObject({
        sidersType: null,
        sidersDesigns: [],
      });
    });

    it('rejects an includeSiders that is not a boolean', () => {
      expect(errorsOf({ includeSiders: 'true' })).toEqual({ includeSiders: MESSAGES.selectSidersType });
    });
  });

  describe('venue, guests and language', () => {
    const venue = { venueAddress: '  12 Tilak Road, Pune  ', venuePincode: ' 411030 ', guestCount: 3 };

    it('keeps a venue, a guest count and the page language, trimmed', () => {
      expect(parse({ ...venue, language: 'kn' }).data).toMatchObject({
        venueAddress: '12 Tilak Road, Pune',
        venuePincode: '411030',
        guestCount: 3,
        language: 'kn',
      });
    });

    it.each(['', 'Pune', '  short   '])('refuses the address %j', (venueAddress) => {
      expect(errorsOf({ ...venue, venueAddress })).toEqual({ venueAddress: MESSAGES.invalidVenueAddress });
    });

    it.each(['', '41103', '4110301', '41103a', 411030])('refuses the pincode %j', (venuePincode) => {
      expect(errorsOf({ ...venue, venuePincode })).toEqual({ venuePincode: MESSAGES.invalidPincode });
    });

    it.each([301, -1, 1.5, '3', null])('refuses %j guests', (guestCount) => {
      expect(errorsOf({ ...venue, guestCount })).toEqual({ guestCount: MESSAGES.invalidGuestCount });
    });

    it('takes 0 and 300 guests', () => {
      expect(parse({ guestCount: 0 }).success).toBe(true);
      expect(parse({ guestCount: 300 }).success).toBe(true);
    });

    it('stores an unknown language as unknown rather than refusing the booking', () => {
      expect(parse({ language: 'fr' }).data?.language).toBeNull();
    });

    it('asks for the arm length with siders, and refuses one outside the catalogue', () => {
      const siders = { includeSiders: true, sidersType: 'indian', sidersDesigns: ['s1'] };
      expect(errorsOf(siders)).toEqual({ sidersLength: MESSAGES.selectSidersLength });
      expect(errorsOf({ ...siders, sidersLength: 'elbow' })).toEqual({
        sidersLength: MESSAGES.selectSidersLength,
      });
      expect(parse({ ...siders, sidersLength: 'threeQuarter' }).data?.sidersLength).toBe('threeQuarter');
    });
  });

  describe('other input', () => {
    it('keeps a client-sent loginNumber only as optional text and drops unknown fields', () => {
      expect(parse({ loginNumber: '+919876543210', extra: 1 }).data).toEqual({
        ...valid,
        ...NEW_FIELD_DEFAULTS,
        selectedDates: ['2026-03-14T00:00:00.000Z'],
        loginNumber: '+919876543210',
      });
      expect(parse({ loginNumber: 12 }).data?.loginNumber).toBeUndefined();
    });

    it('rejects a body that is not an object without any field', () => {
      for (const body of [null, [], 'booking']) {
        const result = bookingSchema.safeParse(body);
        expect(result.error?.issues).toEqual([
          expect.objectContaining({ path: [], message: MESSAGES.fixValidationErrors }),
        ]);
      }
    });

    it('reports every field of an empty object', () => {
      const result = bookingSchema.safeParse({});
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!)).toEqual({
        fullName: MESSAGES.invalidFullName,
        contactNumber: MESSAGES.invalidContactNumber,
        selectedDates: MESSAGES.atLeastOneDate,
        selectedTime: MESSAGES.selectTimeRange,
        mehendiVariety: MESSAGES.selectVariety,
        priceRange: MESSAGES.selectPriceRange,
        selectedDesigns: MESSAGES.atLeastOneDesign,
      });
    });
  });
});
