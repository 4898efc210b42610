import { useEffect, useState } from 'react';
import { TIME_SLOTS, type AvailabilityAnswer, type DayStanding } from '@mehendi/shared';
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

/**
 * GET /api/availability for the days of `month` ('YYYY-MM'), for `variety` when one is chosen and for one
 * artist's places when `artist` (her id) is given.
 */
export async function getMonthAvailability(
  month: string,
  variety: string,
  artist = '',
): Promise<AvailabilityAnswer> {
  const { from, to } = monthRange(month);
  const query = new URLSearchParams({
    from,
    to,
    ...(variety ? { variety } : {}),
    ...(artist ? { artist } : {}),
  });
  return apiRequest<AvailabilityAnswer>(`/api/availability?${query.toString()}`);
}

// One answer per month and variety for this page view; a failed one is asked again next time.
const kept = new Map<string, Promise<AvailabilityAnswer>>();

function monthAnswer(month: string, variety: string, artist: string): Promise<AvailabilityAnswer> {
  const key = `${month}|${variety}|${artist}`;
  let answer = kept.get(key);
  if (!answer) {
    answer = getMonthAvailability(month, variety, artist);
    answer.catch(() => kept.delete(key));
    kept.set(key, answer);
  }
  return answer;
}

/**
 * The places of the days of `months` for `slot` and `variety` (docs/pages.md "Dates"). Without a slot
 * chosen yet a day counts as 'Any Time' does (any free artist that day). While the business has approved
 * no artist, bookings are requests: every day is open (null). With `artist` (an id: the customer's wish from
 * a profile's "Book with …") the days are that artist's.
 */
export function usePlaces(months: readonly string[], slot: string, variety: string, artist = ''): Places {
  const key = `${[...new Set(months)].sort().join(',')}|${variety}|${artist}`;
  const [answers, setAnswers] = useState<{ key: string; list: AvailabilityAnswer[] } | null>(null);

  useEffect(() => {
    let current = true;
    const [list = '', chosen = '', wished = ''] = key.split('|');
    Promise.all(
      list
        .split(',')
        .filter(Boolean)
        .map((month) => monthAnswer(month, chosen, wished)),
    ).then(
      (answered) => current && setAnswers({ key, list: answered }),
      // Unknown places leave every day open: the server still decides at booking time.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (!answers || answers.key !== key || answers.list.some((answer) => answer.requestsOnly)) return null;
  const counted = (TIME_SLOTS as readonly string[]).includes(slot) ? slot : ANY_TIME;
  const standings = new Map(
    answers.list.flatMap((answer) =>
      answer.days.map(
        ({ date, slots }) => [date, slots.find((one) => one.slot === counted)?.standing ?? 'full'] as const,
      ),
    ),
  );
  return (day) => standings.get(day) ?? 'open';
}
