import { TEAM_TIMES, type TeamTimes } from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

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

/**
 * The times to size the team with: the defaults (TEAM_TIMES) in the prerender and until the owner's
 * arrive, asked once per page view after the page is taken over, so the first paint waits for nothing.
 */
export function useTeamTimes(): TeamTimes {
  const times = useQuery('team-times', getTeamTimes);
  return times.status === 'success' ? times.data : TEAM_TIMES;
}
