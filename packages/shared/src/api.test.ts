import { describe, it, expect } from 'vitest';
import { apiErrorSchema, customerBookingSchema, designSchema, sidersDesignSchema } from './api';

describe('API shapes', () => {
  it('has one error shape with optional field messages', () => {
    expect(apiErrorSchema.safeParse({ error: 'Not found.' }).success).toBe(true);
    expect(
      apiErrorSchema.safeParse({ error: 'x', fields: { pincode: 'Pincode must be exactly 6 digits.' } })
        .success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  const design = {
    _id: 'd1',
    imagePath: '/uploads/designs/d1.webp',
    publicId: null,
    thumbPath: '/uploads/designs/d1-thumb.webp',
    width: 1600,
    height: 1200,
    thumbWidth: 400,
    thumbHeight: 300,
  };

  it('describes designs, with or without an image-host id', () => {
    expect(designSchema.parse(design)).toEqual(design);
    expect(designSchema.safeParse({ ...design, publicId: undefined }).success).toBe(false);
    expect(sidersDesignSchema.parse({ ...design, sidersType: 'arabic' }).sidersType).toBe('arabic');
  });

  it('describes stored bookings with ISO date-times', () => {
    const booking = {
      _id: 'b1',
      fullName: 'Asha Patil',
      contactNumber: '9876543210',
      loginNumber: '+919876543210',
      selectedDates: ['2026-03-14T00:00:00.000Z'],
      selectedTime: 'Late Evening (9:00 PM onwards)',
      mehendiVariety: 'Bridal',
      priceRange: '2000-3000',
      selectedDesigns: ['/uploads/designs/d1.webp'],
      sidersType: null,
      sidersDesigns: [],
      includeSiders: false,
      createdAt: '2026-03-01T10:00:00.000Z',
      venueAddress: '12 Tilak Road, Sadashiv Peth',
      venuePincode: '411030',
      guestCount: 3,
      sidersLength: null,
      estimate: { min: 2900, max: 4500, days: 1, perDay: { min: 2900, max: 4500 } },
      language: 'mr',
      status: 'confirmed',
      history: [
        { at: '2026-03-02T10:00:00.000Z', by: 'admin', from: 'new', to: 'confirmed', artistId: 'a1' },
      ],
      artist: { _id: 'a1', fullName: 'Meera Kulkarni', whatsappNumber: '9876501234' },
      cancelReason: null,
      preferredArtistId: null,
      preferredArtistFirstName: null,
      advance: null,
      messages: [
        {
          _id: 's1',
          recipient: 'customer',
          template: 'customerConfirmed',
          status: 'sent',
          attempts: 1,
          createdAt: '2026-03-02T10:00:00.000Z',
          dueAt: null,
          channel: 'sms',
        },
        {
          _id: 's2',
          recipient: 'artist',
          template: 'artistReminderToday',
          status: 'cancelled',
          attempts: 0,
          createdAt: '2026-03-02T10:00:00.000Z',
          dueAt: '2026-03-14T05:30:00.000Z',
          channel: 'whatsapp',
        },
      ],
    };
    expect(customerBookingSchema.parse(booking)).toEqual(booking);
    expect(customerBookingSchema.safeParse({ ...booking, selectedDates: ['14/03/2026'] }).success).toBe(
      false,
    );
    // A booking stored before the venue, guests and estimate existed.
    const old = { ...booking, venueAddress: null, venuePincode: null, estimate: null, language: null };
    expect(customerBookingSchema.parse(old)).toEqual(old);
    // With an advance by UPI (issue 28).
    const advance = {
      amount: 750,
      status: 'due',
      utr: null,
      upiLink: 'upi://pay?pa=a%40b&pn=M&am=750.00&cu=INR&tn=x&tr=AB12CD34',
      claimedAt: null,
      receivedAt: null,
      note: null,
      refundUtr: null,
      refundHours: 48,
    };
    expect(customerBookingSchema.parse({ ...booking, advance })).toEqual({ ...booking, advance });
  });
});
