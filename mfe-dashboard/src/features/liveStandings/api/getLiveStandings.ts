import { call, useApiQuery } from '@chapter/shared';
import type { LiveStandingsResponse } from '@chapter/shared/types';

export const LIVE_STANDINGS_KEY = ['live-standings'] as const;

/** While a contest runs, the panel also reads again this often, in case the live stream is not connected. */
export const LIVE_STANDINGS_POLL_MS = 60_000;

/** GET /calendar/live-standings: the calendar contests running now or ended within 3 hours, with the chapter's rows. */
export function getLiveStandings() {
  return call('GET /calendar/live-standings');
}

const anyRunning = (body: LiveStandingsResponse | undefined) => body?.data.some((contest) => contest.phase === 'running') ?? false;

/**
 * The chapter's live standings: read again on each `standings` event of the live stream (the server reads a running
 * contest once a minute and sends one), and every minute while a contest runs, as a fallback without the stream.
 */
export function useLiveStandings() {
  return useApiQuery(LIVE_STANDINGS_KEY, getLiveStandings, {
    select: (body) => body.data,
    refetchInterval: (current) => (anyRunning(current.state.data) ? LIVE_STANDINGS_POLL_MS : false),
    liveRefetch: ['standings'],
  });
}
