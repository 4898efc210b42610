import { TEAM_TIMES, type TeamTimes } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useEffect, useState } from 'react';

/**
 * GET /api/team-times: the owner's times a team is sized from (issue 47). An answer that is not three
 * positive whole minutes counts as the defaults.
 */
export async function getTeamTimes(signal?: AbortSignal): Promise<TeamTimes> {
  const answer = await apiRequest<Partial<Record<keyof TeamTimes, unknown>> | null>('/api/team-times', {
    signal,
  });
  const minutes = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
  return {
    bridalMinutes: minutes(answer?.bridalMinutes, TEAM_TIMES.bridalMinutes),
    guestMinutes: minutes(answer?.guestMinutes, TEAM_TIMES.guestMinutes),
    functionMinutes: minutes(answer?.functionMinutes, TEAM_TIMES.functionMinutes),
  };
}

/** This page view's answer: asked once, whichever form asks first. */
let known: TeamTimes | null = null;

const sameTimes = (a: TeamTimes, b: TeamTimes) =>
  a.bridalMinutes === b.bridalMinutes &&
  a.guestMinutes === b.guestMinutes &&
  a.functionMinutes === b.functionMinutes;

/**
 * The times to size the team with: the defaults (TEAM_TIMES) in the prerender and until the owner's
 * arrive, asked once per page view after the page is taken over, so the first paint waits for nothing.
 * The owner's times are mostly the defaults: then the answer changes nothing and the form is not drawn
 * again (a second render of the whole form was a long task on a slow phone, docs/speed.md). A failed
 * answer leaves the defaults.
 */
export function useTeamTimes(): TeamTimes {
  const [times, setTimes] = useState<TeamTimes>(() => known ?? TEAM_TIMES);
  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    getTeamTimes(controller.signal).then(
      (answer) => {
        known = answer;
        if (!sameTimes(answer, TEAM_TIMES)) setTimes(answer);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return times;
}
