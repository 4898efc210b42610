import { describe, expect, it } from 'vitest';
import type { ArtistOffer, JobTeam, MyJob } from '@mehendi/shared';
import en from '../../i18n/locales/en/records.json';
import mr from '../../i18n/locales/mr/records.json';
import { translate, type Messages } from '../../i18n/translate';
import type { TFunction } from '../../i18n';
import { jobTeamText, seatOf, seatText, teamOf } from './job-team-text';

const files: Record<string, Messages> = { en, mr };
const tIn =
  (language: string): TFunction =>
  (key, options) =>
    translate((lang, ns) => (ns === 'records' ? files[lang] : undefined), language, 'records', key, options);
const t = tIn('en');

const team = (over: Partial<JobTeam> = {}): JobTeam => ({
  artistsNeeded: 7,
  myRole: 'guests',
  iAmLead: false,
  lead: { firstName: 'Priya', whatsappNumber: '9876500001' },
  others: [
    { firstName: 'Asha', role: 'guests', lead: false },
    { firstName: 'Priya', role: 'bridal', lead: true },
  ],
  ...over,
});

describe("My work's words for a team", () => {
  it('says the team, the role, the lead and the others, who does the bride first', () => {
    expect(jobTeamText(t, team())).toEqual({
      title: 'Team of 7',
      role: 'You do guests',
      lead: 'Lead: Priya',
      others: ['Priya – does the bride (lead)', 'Asha – does guests'],
      open: '4 more artists still to confirm.',
    });
  });

  it('tells the lead she leads, and says nothing is open once every seat is taken', () => {
    const lead = team({
      artistsNeeded: 2,
      myRole: 'bridal',
      iAmLead: true,
      others: [{ firstName: 'Asha', role: 'guests', lead: false }],
    });
    expect(jobTeamText(t, lead)).toMatchObject({
      title: 'Team of 2',
      role: 'You do the bride',
      lead: 'You lead this team',
      open: null,
    });
    expect(jobTeamText(t, team({ lead: null, others: [] }))).toMatchObject({
      lead: 'The lead is not confirmed yet.',
      others: [],
      open: '6 more artists still to confirm.',
    });
  });

  it('speaks Marathi', () => {
    expect(jobTeamText(tIn('mr'), team())).toMatchObject({
      title: '7 कलाकारांची टीम',
      role: 'तुम्ही पाहुण्यांची मेहंदी काढाल',
      lead: 'प्रमुख: Priya',
      others: ['Priya – वधूची मेहंदी (प्रमुख)', 'Asha – पाहुण्यांची मेहंदी'],
    });
  });

  it("reads a job or offer without a team (a server before teams, a phone's kept records) as none", () => {
    expect(teamOf({ _id: 'j1' } as MyJob)).toBeNull();
    expect(teamOf({ _id: 'j1', team: null } as unknown as MyJob)).toBeNull();
    expect(teamOf({ _id: 'j1', team: team() } as unknown as MyJob)).toEqual(team());
    expect(seatOf({ bookingId: 'b1' } as ArtistOffer)).toBeNull();
  });

  it('says which seat an offer is for', () => {
    const offer = { bookingId: 'b1', team: { artistsNeeded: 7, role: 'bridal' } } as unknown as ArtistOffer;
    expect(seatText(t, seatOf(offer)!)).toBe('Bridal artist in a team of 7');
    expect(seatText(t, { artistsNeeded: 7, role: 'guests' })).toBe('Guests, team of 7');
    expect(seatText(tIn('mr'), { artistsNeeded: 7, role: 'guests' })).toBe('पाहुण्यांची मेहंदी, 7 कलाकारांची टीम');
  });
});
