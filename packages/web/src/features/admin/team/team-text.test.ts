import { describe, expect, it } from 'vitest';
import type { BookingTeam, CustomerBooking, TeamSeat } from '@mehendi/shared';
import en from '../../../i18n/locales/en/admin.json';
import mr from '../../../i18n/locales/mr/admin.json';
import { translate, type Messages } from '../../../i18n/translate';
import type { TFunction } from '../../../i18n';
import { needsOwnerReason, matchingStateText } from '../matching/matching-text';
import {
  bookingTeamOf,
  firstSeat,
  heldSeatText,
  seatHolderText,
  seatLabel,
  teamConfirmedText,
} from './team-text';
import { draftOf, exampleArtists, readTeamTimes } from './team-times';

const files: Record<string, Messages> = { en, mr };
const tIn =
  (language: string): TFunction =>
  (key, options) =>
    translate((lang, ns) => (ns === 'admin' ? files[lang] : undefined), language, 'admin', key, options);
const t = tIn('en');

const seat = (over: Partial<TeamSeat>): TeamSeat => ({
  seat: 0,
  role: 'guests',
  state: 'open',
  artistId: null,
  firstName: null,
  ...over,
});

const team: BookingTeam = {
  artistsNeeded: 3,
  brides: 1,
  seats: [
    seat({ seat: 0, role: 'bridal', state: 'accepted', artistId: 'a1', firstName: 'Priya' }),
    seat({ seat: 1, state: 'offered', artistId: 'a2', firstName: 'Asha' }),
    seat({ seat: 2 }),
  ],
  confirmed: 1,
  shortBy: null,
  choice: null,
  reduced: null,
};

describe("the console's words for a team booking", () => {
  it('counts the artists confirmed and names each seat, its state and artist', () => {
    expect(teamConfirmedText(t, team)).toBe('1 of 3 artists confirmed');
    expect(team.seats.map((one) => seatLabel(t, one))).toEqual([
      'Seat 1 · Bride',
      'Seat 2 · Guests',
      'Seat 3 · Guests',
    ]);
    const names = new Map([['a1', 'Priya Sharma']]);
    expect(team.seats.map((one) => seatHolderText(t, one, names))).toEqual([
      'Accepted: Priya Sharma',
      // Not among the approved artists' names: the seat's first name.
      'Offered to Asha',
      'Open',
    ]);
    expect(teamConfirmedText(tIn('mr'), team)).toBe('3 पैकी 1 कलाकार निश्चित');
    expect(seatLabel(tIn('mr'), team.seats[0]!)).toBe('जागा 1 · वधू');
  });

  it('starts the assign dialog on the seat asked for, else the first open one', () => {
    expect(firstSeat(team, 1)).toBe(1);
    expect(firstSeat(team, null)).toBe(2);
    expect(firstSeat(team, 9)).toBe(2);
    const full = { ...team, seats: team.seats.map((one) => ({ ...one, state: 'accepted' as const })) };
    expect(firstSeat(full, null)).toBeNull();
  });

  it('keeps an artist to one seat of the team', () => {
    expect(heldSeatText(t, team, 'a1', 2)).toBe('Already in this team: Seat 1 · Bride');
    expect(heldSeatText(t, team, 'a1', 0)).toBe('Already holds this seat');
    // Offered this very seat: the owner may give it to her.
    expect(heldSeatText(t, team, 'a2', 1)).toBeNull();
    expect(heldSeatText(t, team, 'a3', 2)).toBeNull();
  });

  it('says a team short of artists needs the owner, and by how many', () => {
    expect(needsOwnerReason(t, 'team_short', 3)).toBe('Short by 3 artists');
    expect(needsOwnerReason(t, 'team_short', 1)).toBe('Short by 1 artist');
    expect(needsOwnerReason(t, 'team_short')).toBe('The team is short of artists');
    expect(
      matchingStateText(
        tIn('mr'),
        { state: 'needs_owner', artistId: null, offerExpiresAt: null, round: 0, reason: 'team_short' },
        undefined,
        'mr',
        2,
      ),
    ).toBe('तुमची गरज: 2 कलाकार कमी आहेत');
  });

  it('reads a booking from a server before teams as no team', () => {
    expect(bookingTeamOf({ _id: 'b1' } as CustomerBooking)).toBeNull();
    expect(bookingTeamOf({ _id: 'b1', team } as unknown as CustomerBooking)).toBe(team);
  });
});

describe('the team times in Settings', () => {
  it('shows the function in hours and sends minutes', () => {
    const draft = draftOf({ bridalMinutes: 180, guestMinutes: 12, functionMinutes: 240 });
    expect(draft).toEqual({ bridalMinutes: '180', guestMinutes: '12', functionHours: '4' });
    expect(readTeamTimes({ ...draft, functionHours: '4.5' })).toEqual({
      times: { bridalMinutes: 180, guestMinutes: 12, functionMinutes: 270 },
    });
    expect(draftOf({ bridalMinutes: 180, guestMinutes: 12, functionMinutes: 250 }).functionHours).toBe(
      '4.17',
    );
  });

  it('names each box that is not a whole number of minutes from 1 to 720', () => {
    expect(readTeamTimes({ bridalMinutes: '', guestMinutes: '12.5', functionHours: '13' })).toEqual({
      errors: { bridalMinutes: 'minutes', guestMinutes: 'minutes', functionHours: 'hours' },
    });
    expect(readTeamTimes({ bridalMinutes: '721', guestMinutes: '0', functionHours: '0' })).toEqual({
      errors: { bridalMinutes: 'minutes', guestMinutes: 'minutes', functionHours: 'hours' },
    });
  });

  it('works out the example a bride and 120 guests with the times typed', () => {
    expect(exampleArtists({ bridalMinutes: 180, guestMinutes: 12, functionMinutes: 240 })).toBe(7);
    expect(exampleArtists({ bridalMinutes: 180, guestMinutes: 12, functionMinutes: 300 })).toBe(6);
    expect(t('settings.team.example', { guests: 120, count: 7 })).toBe(
      'With these times, a bride and 120 guests need 7 artists.',
    );
  });
});
