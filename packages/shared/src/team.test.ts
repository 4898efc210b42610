import { describe, expect, it } from 'vitest';
import { teamSizeOf } from './schemas/booking';
import { guestsServed, teamChoiceSchema, teamTimesSchema } from './team';
import { TEAM_TIMES } from './team-size';

describe('a team booking', () => {
  it('is sized from the brides and guests sent, and one artist’s for a client from before teams', () => {
    expect(teamSizeOf({ brides: 1, guestCount: 120 })).toBe(7);
    expect(teamSizeOf({ brides: 0, guestCount: 21 })).toBe(2);
    // No brides sent and at most the 50 guests a booking could have: as it always was.
    expect(teamSizeOf({ brides: undefined, guestCount: 50 })).toBe(1);
    // More guests than that come only from a client that knows teams: sized with a bride.
    expect(teamSizeOf({ brides: undefined, guestCount: 120 })).toBe(7);
    expect(teamSizeOf({ brides: 1, guestCount: 120 }, { ...TEAM_TIMES, functionMinutes: 480 })).toBe(4);
  });

  it('going ahead with fewer artists serves the guests their hours leave after the brides, at most those asked', () => {
    // Two artists: 480 minutes, 180 for the bride, 300 for guests at 12 minutes: 25.
    expect(guestsServed(2, { brides: 1, guestCount: 40 })).toBe(25);
    expect(guestsServed(7, { brides: 1, guestCount: 120 })).toBe(120);
    expect(guestsServed(1, { brides: 1, guestCount: 120 })).toBe(5);
    expect(guestsServed(1, { brides: 3, guestCount: 10 })).toBe(0);
  });

  it('takes only go ahead or cancel, and the owner’s minutes from 1 to 720', () => {
    expect(teamChoiceSchema.safeParse({ choice: 'go_ahead' }).success).toBe(true);
    expect(teamChoiceSchema.safeParse({ choice: 'later' }).success).toBe(false);
    expect(teamTimesSchema.safeParse(TEAM_TIMES).success).toBe(true);
    expect(teamTimesSchema.safeParse({ ...TEAM_TIMES, guestMinutes: 0 }).success).toBe(false);
    expect(teamTimesSchema.safeParse({ ...TEAM_TIMES, functionMinutes: 721 }).success).toBe(false);
  });
});
