import { describe, expect, it } from 'vitest';
import type { BookingTeam, MyBooking } from '@mehendi/shared';
import en from '../../../i18n/locales/en/records.json';
import mr from '../../../i18n/locales/mr/records.json';
import { translate, type Messages } from '../../../i18n/translate';
import type { TFunction } from '../../../i18n';
import {
  teamChoiceAsked,
  teamChoiceTexts,
  teamProgressText,
  teamSeatNames,
  teamWentAheadText,
} from './team-texts';

const files: Record<string, Messages> = { en, mr };
const tIn =
  (language: string): TFunction =>
  (key, options) =>
    translate((lang, ns) => (ns === 'records' ? files[lang] : undefined), language, 'records', key, options);

const seat = (index: number, role: 'bridal' | 'guests', firstName: string | null, accepted = true) => ({
  seat: index,
  role,
  state: accepted ? ('accepted' as const) : ('open' as const),
  artistId: firstName ? `artist-${index}` : null,
  firstName,
});
// A bride and 120 guests: seven seats, four accepted (the bridal one among them).
const team: BookingTeam = {
  artistsNeeded: 7,
  brides: 1,
  seats: [
    seat(0, 'bridal', 'Priya'),
    seat(1, 'guests', 'Asha'),
    seat(2, 'guests', 'Meera'),
    seat(3, 'guests', 'Sunita'),
    seat(4, 'guests', null, false),
    seat(5, 'guests', null, false),
    seat(6, 'guests', null, false),
  ],
  confirmed: 4,
  shortBy: null,
  choice: null,
  reduced: null,
};
const short: BookingTeam = {
  ...team,
  shortBy: 3,
  reduced: { guestCount: 65, estimate: { min: 21500, max: 35500 } },
};
const booking = (withTeam: BookingTeam, rest: Partial<MyBooking> = {}) =>
  ({ status: 'new', guestCount: 120, estimate: null, team: withTeam, ...rest }) as MyBooking;

describe('a team booking on My bookings', () => {
  it('shows its progress and the artists confirmed by first name, the bride’s artist named as such', () => {
    expect(teamProgressText(tIn('en'), team)).toBe('4 of 7 artists confirmed');
    expect(teamProgressText(tIn('mr'), team)).toBe('7 पैकी 4 कलाकार निश्चित');
    expect(teamSeatNames(tIn('en'), team)).toEqual(['Priya, the bride’s artist', 'Asha', 'Meera', 'Sunita']);
    expect(teamSeatNames(tIn('mr'), team)[0]).toBe('Priya, नवरीची कलाकार');
    // Two brides: each bridal artist is one bride's.
    const twoBrides = {
      ...team,
      brides: 2,
      seats: [team.seats[0]!, { ...team.seats[1]!, role: 'bridal' as const }],
    };
    expect(teamSeatNames(tIn('en'), twoBrides)).toEqual([
      'Priya, a bride’s artist',
      'Asha, a bride’s artist',
    ]);
  });

  it('asks for a choice only while the team is short and nothing was chosen', () => {
    expect(teamChoiceAsked(booking(team))).toBe(false);
    expect(teamChoiceAsked(booking(short))).toBe(true);
    expect(teamChoiceAsked(booking({ ...short, choice: 'go_ahead' }))).toBe(false);
    expect(teamChoiceAsked(booking(short, { status: 'cancelled' }))).toBe(false);
  });

  it('states plainly what going ahead means: the guests served and the new estimate', () => {
    expect(teamChoiceTexts(tIn('en'), booking(short))).toEqual({
      title: 'Only 4 of 7 artists are confirmed',
      text: 'Your visit is less than 48 hours away and the team is 3 artists short. Please choose:',
      goAhead: 'Go ahead with the 4 artists confirmed',
      goAheadText: 'In the time they can do 65 of your 120 guests. New estimate: ₹21,500 – ₹35,500.',
      cancel: 'Cancel without losing your advance',
      cancelText: 'The booking is cancelled and any advance you paid is refunded in full.',
    });
    expect(teamChoiceTexts(tIn('mr'), booking(short))?.goAhead).toBe('निश्चित झालेल्या 4 कलाकारांसोबत पुढे जा');
  });

  it('says so after going ahead, with the booking’s guests and estimate', () => {
    const after = booking(
      { ...short, choice: 'go_ahead' },
      { guestCount: 65, estimate: { min: 21500, max: 35500, days: 1, perDay: { min: 21500, max: 35500 } } },
    );
    expect(teamWentAheadText(tIn('en'), after)).toBe(
      'You chose to go ahead with 4 artists: 65 guests, estimate ₹21,500 – ₹35,500.',
    );
    expect(teamWentAheadText(tIn('en'), booking(short))).toBeNull();
  });
});
