import { describe, expect, it } from 'vitest';
import { notificationSubjectSchema, notificationText } from './notifications';

describe('notification subjects', () => {
  it('reads as the English sentence stored for each kind', () => {
    expect(
      notificationText({
        kind: 'newBooking',
        name: 'Asha',
        variety: 'Bridal',
        dates: ['2026-12-01', '2026-12-02'],
      }),
    ).toBe('New booking from Asha for Bridal on 2026-12-01, 2026-12-02');
    expect(notificationText({ kind: 'newArtist', name: 'Kavya' })).toBe('New artist application from Kavya');
    expect(notificationText({ kind: 'updatedArtist', name: 'Kavya' })).toBe(
      'Updated artist application from Kavya',
    );
    expect(
      notificationText({
        kind: 'jobHandedBack',
        name: 'Asha',
        variety: 'Bridal',
        dates: ['2026-12-01'],
        artist: 'Kavya',
      }),
    ).toBe("Kavya is no longer approved: Asha's Bridal booking on 2026-12-01 needs a new artist");
  });

  it('refuses an unknown kind or a booking without its variety', () => {
    expect(notificationSubjectSchema.safeParse({ kind: 'deleted', name: 'A' }).success).toBe(false);
    expect(notificationSubjectSchema.safeParse({ kind: 'newBooking', name: 'A', dates: [] }).success).toBe(
      false,
    );
  });
});
