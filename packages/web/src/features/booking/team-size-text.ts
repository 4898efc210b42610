import type { FunctionSize } from '@mehendi/shared';
import type { TFunction } from '../../i18n';

/**
 * The booking form's live line under the guests (issue 47, docs/pages.md): "For a bride and 120 guests you
 * need about 7 artists"; for what one artist can do, a quiet "One artist can do this." once guests are
 * given, else nothing (null).
 */
export function teamSizeText(
  t: TFunction,
  { brides, guestCount }: FunctionSize,
  artists: number,
): string | null {
  if (artists < 2) return guestCount > 0 ? t('booking.teamOneArtist') : null;
  const guests = t('booking.teamGuests', { count: guestCount });
  const values = { artists, brides, guests };
  if (brides === 0) return t('booking.teamForGuests', values);
  if (brides === 1)
    return t(guestCount > 0 ? 'booking.teamForBrideAndGuests' : 'booking.teamForBride', values);
  return t(guestCount > 0 ? 'booking.teamForBridesAndGuests' : 'booking.teamForBrides', values);
}
