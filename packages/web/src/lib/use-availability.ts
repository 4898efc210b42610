import { useEffect, useState } from 'react';
import { dayStanding, TIME_SLOTS, type AvailabilityAnswer, type DayStanding } from '@mehendi/shared';
import { apiRequest } from './api-client';
import { monthRange } from '../ui/month-calendar/month-grid';

/**
 * How a day stands for a slot and variety, as the server counts it (dayStanding): `closed` when no artist
 * works it, `full` when booked out, `few` with one place or a quarter of its usual places left.
 */
export type DayPlaces = DayStanding;

/** How each day stands, or null while nothing is known (loading, failed, or bookings are requests). */
export type Places = ((day: string) => DayPlaces) | null;

const ANY_TIME = TIME_SLOTS[3];
const TEAM_SETTLES_MS = 300;

/**
 * GET /api/availability for the days of `month` ('YYYY-MM'), for `variety` when one is chosen, for one
 * artist's places when `artist` (her id) is given, and judged for a team of `team` artists when 2 or more
 * (issue 47).
 */
export async function getMonthAvailability(
  month: string,
  variety: string,
  artist = '',
  team = 1,
): Promise<AvailabilityAnswer> {
  const { from, to } = monthRange(month);
  const query = new URLSearchParams({
    from,
    to,
    ...(variety ? { variety } : {}),
    ...(artist ? { artist } : {}),
    ...(team >= 2 ? { team: String(team) } : {}),
  });
  return apiRequest<AvailabilityAnswer>(`/api/availability?${query.toString()}`);
}

// One answer per month, variety and team for this page view; a failed one is asked again next time.
const kept = new Map<string, Promise<AvailabilityAnswer>>();

function monthAnswer(
  month: string,
  variety: string,
  artist: string,
  team: number,
): Promise<AvailabilityAnswer> {
  const key = `${month}|${variety}|${artist}|${team}`;
  let answer = kept.get(key);
  if (!answer) {
    answer = getMonthAvailability(month, variety, artist, team);
    answer.catch(() => kept.delete(key));
    kept.set(key, answer);
  }
  return answer;
}

/** A day's places for the slot counted: how it stands, and the free artists when the answer said. */
export interface CountedPlaces {
  standing(day: string): DayPlaces;
  /** Free artists that day and slot (the answer's `places`); undefined for a day it did not list. */
  free(day: string): number | undefined;
}

/**
 * The places of the days of `months` for `slot` and `variety` (docs/pages.md "Dates"). Without a slot
 * chosen yet a day counts as 'Any Time' does (any free artist that day). While the business has approved
 * no artist, bookings are requests: every day is open (null). With `artist` (an id: the customer's wish from
 * a profile's "Book with …") the days are that artist's.
 */
export function usePlaces(months: readonly string[], slot: string, variety: string, artist = ''): Places {
  return usePlaceCounts(months, slot, variety, { artist })?.standing ?? null;
}

/**
 * usePlaces with the free artists of each day, judged for a team of `team` artists (issue 47: the
 * booking form's calendar asks `team=N` once N is 2 or more). While a new team size's answer is on its
 * way the last answer is judged for it here (the server's rule, dayStanding), so the days never flash
 * open meanwhile.
 */
export function usePlaceCounts(
  months: readonly string[],
  slot: string,
  variety: string,
  { artist = '', team = 1 }: { artist?: string; team?: number } = {},
): CountedPlaces | null {
  const asked = `${[...new Set(months)].sort().join(',')}|${variety}|${artist}`;
  // A team size is asked for once the guests stop changing (typing 120 passes through 12).
  const [settled, setSettled] = useState(team);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(team), TEAM_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [team]);
  const key = `${asked}|${settled}`;
  const [answers, setAnswers] = useState<{ key: string; list: AvailabilityAnswer[] } | null>(null);

  useEffect(() => {
    let current = true;
    const [list = '', chosen = '', wished = '', size = '1'] = key.split('|');
    Promise.all(
      list
        .split(',')
        .filter(Boolean)
        .map((month) => monthAnswer(month, chosen, wished, Number(size))),
    ).then(
      (answered) => current && setAnswers({ key, list: answered }),
      // Unknown places leave every day open: the server still decides at booking time.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);

  // The same days asked for another team size still say how many are free.
  const usable = answers?.key.startsWith(`${asked}|`) ? answers : null;
  if (!usable || usable.list.some((answer) => answer.requestsOnly)) return null;
  return countedPlaces(usable.list, slot, usable.key === `${asked}|${team}` ? null : team);
}

/**
 * The days of `answers` for `slot` ('Any Time' when none is chosen): as the answers judged them, or judged
 * here for a team of `judgeFor` (an answer asked for another team size).
 */
export function countedPlaces(
  answers: readonly AvailabilityAnswer[],
  slot: string,
  judgeFor: number | null = null,
): CountedPlaces {
  const counted = (TIME_SLOTS as readonly string[]).includes(slot) ? slot : ANY_TIME;
  const days = new Map(
    answers.flatMap((answer) =>
      answer.days.map(({ date, slots }) => [date, slots.find((one) => one.slot === counted)] as const),
    ),
  );
  return {
    standing(day) {
      if (!days.has(day)) return 'open';
      const found = days.get(day);
      if (!found) return 'full';
      return judgeFor === null ? found.standing : dayStanding(found.places, found.usual, judgeFor);
    },
    free: (day) => days.get(day)?.places,
  };
}

/**
 * The free artists of a day too few for a team of `team` (issue 47: "4 of 7 artists free"), or null: one
 * artist's booking, a day with none free (full or closed as ever) or with enough.
 */
export function teamShortOn(places: CountedPlaces | null, day: string, team: number): number | null {
  if (team < 2 || !places) return null;
  const free = places.free(day);
  return free !== undefined && free > 0 && free < team ? free : null;
}
