// How the console words a booking's matching (docs/bookings.md#offers-to-artists): pure functions of the
// records and `t`, so each wording is tested without a page.
import {
  ARTIST_OFFER_DEFAULTS,
  OWNER_ONLY_HOURS,
  type Assignment,
  type AssignmentExplanation,
  type CustomerBooking,
  type OfferStats,
  formatDayTime,
  latinDigits,
} from '@mehendi/shared';
import type { TFunction } from '../../../i18n';

export type Candidate = AssignmentExplanation['candidates'][number];
export type MadeOffer = AssignmentExplanation['offers'][number];

/**
 * Why the owner must choose, as the owner reads it; `shortBy`, a team short of artists 48 hours before
 * (docs/bookings.md#team-bookings): how many.
 */
export function needsOwnerReason(
  t: TFunction,
  reason: Assignment['reason'],
  shortBy?: number | null,
): string {
  switch (reason) {
    case 'rounds':
      return t('matching.reasons.rounds', { count: ARTIST_OFFER_DEFAULTS.rounds });
    case 'too_close':
      return t('matching.reasons.too_close', { count: OWNER_ONLY_HOURS });
    case 'no_candidate':
      return t('matching.reasons.no_candidate');
    case 'team_short':
      return shortBy ? t('matching.reasons.team_short', { count: shortBy }) : t('matching.reasons.teamShort');
    case null:
      return t('matching.reasons.unknown');
  }
}

/**
 * A booking in matching in one line: "Offered to Asha Patil until 28 Nov, 9:40 pm" or "Needs you: No artist
 * took it after 3 offers"; null when it is not in matching. `name` is the artist asked, when known;
 * `shortBy`, the artists a team is short of.
 */
export function matchingStateText(
  t: TFunction,
  assignment: Assignment | null | undefined,
  name: string | undefined,
  language: string,
  shortBy?: number | null,
): string | null {
  if (!assignment) return null;
  if (assignment.state === 'needs_owner')
    return t('matching.needsYouBecause', { reason: needsOwnerReason(t, assignment.reason, shortBy) });
  const time = assignment.offerExpiresAt ? formatDayTime(assignment.offerExpiresAt, language) : '';
  if (name) return t('matching.offeredTo', { name, time });
  return t('matching.offeredToSomeone', { time });
}

/**
 * The artist a confirmed booking went to by taking its offer (or automatically), from its history: the
 * last confirmation, when it was an offer's; null when the owner assigned, or it is not confirmed.
 */
export function confirmedThroughOffer(booking: CustomerBooking): string | null {
  if (!booking.artist) return null;
  const confirmation = booking.history.findLast(
    (step) => step.to === 'confirmed' && step.from !== 'confirmed',
  );
  return confirmation?.offer === 'accepted' ? booking.artist.fullName : null;
}

/** The disclosure's label: "Why Asha Patil?" for the artist offered or confirmed by an offer, else the question. */
export function whyLabel(t: TFunction, booking: CustomerBooking, offeredName: string | undefined): string {
  const name = booking.assignment?.state === 'offering' ? offeredName : confirmedThroughOffer(booking);
  return name ? t('matching.why', { name }) : t('matching.whoWould');
}

/** Whether they can take it: free, or why not (off, not working then, fully booked, a clashing job). */
export function freeText(t: TFunction, candidate: Candidate): string {
  if (candidate.free) return t('matching.free');
  return t(`matching.notFree.${candidate.notFree ?? 'full'}`);
}

/** The facts that ranked a candidate before fairness: the wish, variety, distance, rating. */
export function suitabilityFacts(t: TFunction, candidate: Candidate, language: string): string[] {
  const stars = new Intl.NumberFormat(latinDigits(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return [
    ...(candidate.preferred ? [t('work.preferred')] : []),
    candidate.offersVariety ? t('work.offersVariety') : t('work.noVariety'),
    t(`matching.distance${Math.min(Math.max(candidate.distance, 0), 2)}`),
    candidate.rating
      ? t('work.rating', { average: stars.format(candidate.rating.average), count: candidate.rating.count })
      : t('work.noRating'),
  ];
}

/** Fairness this month: jobs, calibration, counted, their weighted share, the weight. */
export function fairnessFacts(t: TFunction, candidate: Candidate, language: string): string[] {
  const figure = new Intl.NumberFormat(latinDigits(language), { maximumFractionDigits: 1 });
  return [
    t('matching.monthJobs', { count: candidate.monthJobs }),
    ...(candidate.calibration > 0
      ? [t('matching.calibration', { value: figure.format(candidate.calibration) })]
      : []),
    t('matching.counted', { value: figure.format(candidate.counted) }),
    t('matching.share', { value: figure.format(candidate.share) }),
    t('matching.weight', { value: candidate.weight }),
  ];
}

/** How an offer ended, with the decline's reason and note. */
export function offerOutcome(t: TFunction, offer: MadeOffer): string {
  const state = t(`matching.offerStates.${offer.state}`);
  if (offer.state !== 'declined' || !offer.reason) return state;
  const reason = t(`matching.declineReasons.${offer.reason}`);
  return offer.note
    ? t('matching.declinedWith', { reason, note: offer.note })
    : t('matching.declinedBecause', { reason });
}

/** An artist's offers this month in one line; the response rate as a whole percent. */
export function offerStatsText(t: TFunction, stats: OfferStats, language: string): string {
  if (stats.offered === 0) return t('matching.stats.none');
  const percent = new Intl.NumberFormat(latinDigits(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return [
    t('matching.stats.offered', { count: stats.offered }),
    t('matching.stats.accepted', { count: stats.accepted }),
    t('matching.stats.declined', { count: stats.declined }),
    t('matching.stats.expired', { count: stats.expired }),
    stats.responseRate === null
      ? t('matching.stats.noRate')
      : t('matching.stats.rate', { rate: percent.format(stats.responseRate) }),
  ].join(' · ');
}
