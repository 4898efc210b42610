import { formatRupeeRange, TEAM_SHORT_HOURS, type BookingTeam, type MyBooking } from '@mehendi/shared';
import type { TFunction } from '../../../i18n';

/** "4 of 7 artists confirmed" (issue 47, docs/pages.md My bookings). */
export function teamProgressText(t: TFunction, team: BookingTeam): string {
  return t('myBookings.teamProgress', { confirmed: team.confirmed, needed: team.artistsNeeded });
}

/**
 * The seats filled, by first name, the bridal seats first and named as such ("the bride's artist", or "a
 * bride's artist" when there are several brides).
 */
export function teamSeatNames(t: TFunction, team: BookingTeam): string[] {
  const bridal = team.brides > 1 ? 'myBookings.seatBrides' : 'myBookings.seatBridal';
  return team.seats
    .filter((seat) => seat.state === 'accepted' && seat.firstName)
    .sort((one, other) => one.seat - other.seat)
    .map((seat) => (seat.role === 'bridal' ? t(bridal, { name: seat.firstName }) : (seat.firstName ?? '')));
}

/** Whether the customer is asked to go ahead with fewer artists or cancel (docs/bookings.md#short-of-artists). */
export function teamChoiceAsked(booking: Pick<MyBooking, 'status' | 'team'>): boolean {
  const team = booking.team;
  return (
    !!team &&
    team.shortBy !== null &&
    team.choice === null &&
    (booking.status === 'new' || booking.status === 'confirmed')
  );
}

/** The choice's words, plain about what going ahead means: the guests served and the new estimate. */
export function teamChoiceTexts(t: TFunction, booking: Pick<MyBooking, 'guestCount' | 'team'>) {
  const team = booking.team;
  if (!team) return null;
  const shortBy = team.shortBy ?? team.artistsNeeded - team.confirmed;
  return {
    title: t('myBookings.teamShortTitle', { confirmed: team.confirmed, needed: team.artistsNeeded }),
    text: t('myBookings.teamShortText', { count: shortBy, hours: TEAM_SHORT_HOURS }),
    goAhead: t('myBookings.teamGoAhead', { count: team.confirmed }),
    goAheadText: team.reduced
      ? t('myBookings.teamGoAheadText', {
          guests: team.reduced.guestCount,
          asked: booking.guestCount,
          amount: formatRupeeRange(team.reduced.estimate),
        })
      : '',
    cancel: t('myBookings.teamCancel'),
    cancelText: t('myBookings.teamCancelText'),
  };
}

/** After "Go ahead": what the customer chose, with the guests and estimate the booking now has. */
export function teamWentAheadText(
  t: TFunction,
  booking: Pick<MyBooking, 'guestCount' | 'estimate' | 'team'>,
) {
  const team = booking.team;
  if (team?.choice !== 'go_ahead') return null;
  const estimate = booking.estimate ?? team.reduced?.estimate;
  return t('myBookings.teamWentAhead', {
    count: team.confirmed,
    guests: booking.guestCount,
    amount: estimate ? formatRupeeRange(estimate) : '–',
  });
}
