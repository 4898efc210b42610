// How My work words a job's team and an offered seat (issue 47, docs/bookings.md#team-bookings): pure
// functions of the records and `t`, so each wording is tested without a page.
import type { ArtistOffer, JobTeam, MyJob } from '@mehendi/shared';
import type { TFunction } from '../../i18n';

/**
 * A job's team, when it has one. Absent from a server before teams and from the jobs kept on the phone
 * before them (kept-work.ts keeps what the API answered): read as no team.
 */
export function teamOf(job: MyJob): JobTeam | null {
  return job.team ?? null;
}

/** A team booking's seat offered to the artist; absent from a server before teams (then none). */
export type OfferSeat = NonNullable<ArtistOffer['team']>;
export function seatOf(offer: ArtistOffer): OfferSeat | null {
  return offer.team ?? null;
}

/** "Bridal artist in a team of 7" / "Guests, team of 7". */
export function seatText(t: TFunction, seat: OfferSeat): string {
  return t(`offers.seat.${seat.role}`, { count: seat.artistsNeeded });
}

export interface JobTeamText {
  /** "Team of 7" */
  title: string;
  /** "You do the bride" / "You do guests" */
  role: string;
  /** "You lead this team", "Lead: Priya", or that the lead's seat is still open. */
  lead: string;
  /** The other artists, who does the bride first: "Priya – does the bride (lead)". */
  others: string[];
  /** "2 more artists still to confirm."; null when every seat is taken. */
  open: string | null;
}

export function jobTeamText(t: TFunction, team: JobTeam): JobTeamText {
  // Those still to confirm: every seat but the artist's own and the others accepted.
  const open = team.artistsNeeded - 1 - team.others.length;
  const bridalFirst = team.others.toSorted(
    (a, b) => Number(b.role === 'bridal') - Number(a.role === 'bridal'),
  );
  return {
    title: t('myWork.team.teamOf', { count: team.artistsNeeded }),
    role: t(`myWork.team.myRole.${team.myRole}`),
    lead: team.iAmLead
      ? t('myWork.team.youLead')
      : team.lead
        ? t('myWork.team.lead', { name: team.lead.firstName })
        : t('myWork.team.leadOpen'),
    others: bridalFirst.map(
      (other) =>
        `${other.firstName} – ${t(`myWork.team.roleOf.${other.role}`)}${other.lead ? ` (${t('myWork.team.leadTag')})` : ''}`,
    ),
    open: open > 0 ? t('myWork.team.stillOpen', { count: open }) : null,
  };
}
