import { firstBookedDay, formatRupees, refundsAdvance, slotInstant, type MyBooking } from '@mehendi/shared';
import type { TFunction } from '../../../i18n';

/**
 * What cancelling `booking` now does to its advance, as the cancel dialog says it (issue 44; the policy of
 * docs/rules-and-messages.md, the server's settleOnCancel): a paid or claimed advance is refunded in full
 * at least refundHours before the first slot and kept after; an unpaid one costs nothing. Null without an
 * advance.
 */
export function cancelMoneyText(t: TFunction, booking: MyBooking, now: Date = new Date()): string | null {
  const advance = booking.advance;
  if (!advance) return null;
  const amount = formatRupees(advance.amount);
  if (advance.status === 'due') return t('myBookings.cancelNothingPaid');
  if (advance.status !== 'received' && advance.status !== 'claimed') return null;
  const first = firstBookedDay(booking);
  const start = first ? slotInstant(first, booking.selectedTime, 'start') : now;
  return refundsAdvance(start, now, advance.refundHours)
    ? t('myBookings.cancelRefunds', { amount })
    : t('myBookings.cancelKeeps', { amount, hours: advance.refundHours });
}
